import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type DatabaseTarget, openDatabase } from '../src/db/connection.ts';
import { lockDataDir } from '../src/db/data-lock.ts';
import { countVehicleData } from '../src/db/vehicle-data.ts';
import { showcaseClaims, showcaseVehicles } from '../src/domain/showcase.ts';
import { freshDatabase } from './support/database.ts';

const serverRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
let dataDir: string;
let target: DatabaseTarget;
let dropDatabase: () => Promise<void>;

before(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-commands-'));
  const database = await freshDatabase();
  dropDatabase = database.drop;
  target =
    database.target.kind === 'postgres' ? database.target : { kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') };
});
after(async () => {
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

/**
 * Runs a command as `npm run …` would: same Node, inside apps/server, configured by the environment only; npm says
 * where it was run in INIT_CWD (here the data folder, where the files to import are).
 */
function run(script: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, DATA_DIR: dataDir, LOG_LEVEL: 'silent', INIT_CWD: dataDir };
  if (target.kind === 'postgres') env.DATABASE_URL = target.url;
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [script, ...args], { cwd: serverRoot, env }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

const generate = (args: string[]) => run('src/demo/vehicles/generate-cli.ts', args);
const importData = (args: string[]) => run('src/imports/import-cli.ts', args);

async function counts() {
  const db = await openDatabase(target);
  try {
    return await countVehicleData(db);
  } finally {
    await db.destroy();
  }
}

it('generates the showcase and N vehicles with M claims, printing the time, and will not pile a second run on top', async () => {
  const first = await generate(['--vehicles', '40', '--claims', '100', '--today', '2025-06-30']);
  assert.equal(first.code, 0, first.stderr);
  // The showcase's vehicles and claims, then the 40 and 100 asked for.
  const vehicles = showcaseVehicles.length + 40;
  const claims = showcaseClaims.length + 100;
  assert.match(
    first.stdout,
    new RegExp(`^Generated ${vehicles} vehicles, ${claims} claims, \\d+ ISM ABI rows .* in \\d+\\.\\d s\\.$`, 'm'),
  );

  const second = await generate(['--vehicles', '40']);
  assert.equal(second.code, 1);
  assert.match(second.stderr, new RegExp(`already holds ${vehicles} vehicles .* --replace`));

  const replaced = await generate(['--vehicles', '10', '--claims', '0', '--replace']);
  assert.equal(replaced.code, 0, replaced.stderr);
  const after = await counts();
  assert.equal(after.vehicles, showcaseVehicles.length + 10);
  assert.equal(after.claims, showcaseClaims.length);
});

it('imports a file named from where npm was run, and on a bad row exits non-zero, prints the line, and writes nothing', async () => {
  const good = path.join(dataDir, 'good.csv');
  await writeFile(
    good,
    'RegistrationNo,ChassisNo,Make,Family,YearOfManufacture\nWTT 6001,PM2B200S000777001,PERODUA,AXIA,2018\n',
  );
  // A file named relative to where npm was run, not to apps/server.
  const accepted = await importData(['vehicles', 'good.csv']);
  assert.equal(accepted.code, 0, accepted.stderr);
  assert.match(accepted.stdout, /^accepted 1, rejected 0$/m);
  const before = await counts();

  const bad = path.join(dataDir, 'bad.csv');
  await writeFile(
    bad,
    'RegistrationNo,ChassisNo,Make,Family,YearOfManufacture\nWTT 6002,PM2B200S000777002,PERODUA,AXIA,2018\nWTT 6003,PM2B200S000777003,PERODUA,,2018\n',
  );
  const rejected = await importData(['vehicles', bad]);
  assert.equal(rejected.code, 1);
  assert.match(rejected.stdout, /^accepted 1, rejected 1\nline 3: family is required\n/);
  assert.deepEqual(await counts(), before);

  const usage = await importData(['lorries', good]);
  assert.equal(usage.code, 2);
  assert.match(usage.stderr, /vehicles\|claims\|ismdata\|ismfeatures/);
});

it('will not open an embedded database folder that a running portal holds', {
  skip: process.env.TEST_DATABASE_URL !== undefined,
}, async () => {
  const unlock = lockDataDir(dataDir);
  try {
    const blocked = await importData(['vehicles', path.join(dataDir, 'good.csv')]);
    assert.equal(blocked.code, 1);
    assert.match(blocked.stderr, /Another portal process \(pid \d+\) is using/);
  } finally {
    unlock();
  }
});
