import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { lockDataDir } from '../src/db/data-lock.ts';

const contenderScript = fileURLToPath(new URL('./support/lock-contender.ts', import.meta.url));
/** Above the kernel's largest pid (4,194,304): never a running process. */
const DEAD_PID = '999999999';

async function withDataDir(work: (dataDir: string) => Promise<void>) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-lock-'));
  try {
    await work(dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Starts `count` processes, lets them all try the lock at the same moment, and answers what each one got. */
async function simultaneousStarts(dataDir: string, count: number) {
  const contenders = Array.from({ length: count }, () => {
    const child = spawn(process.execPath, [contenderScript, dataDir], { stdio: ['pipe', 'pipe', 'inherit'] });
    let said = '';
    const next = (word: RegExp) =>
      new Promise<string>((resolve, reject) => {
        const look = () => {
          const match = said.match(word);
          if (match) resolve(match[0]);
        };
        child.stdout.on('data', (chunk: Buffer) => {
          said += chunk.toString();
          look();
        });
        child.on('exit', () => reject(new Error(`contender exited: ${said}`)));
        look();
      });
    return { child, ready: next(/ready/), outcome: next(/won|refused|failed.*/) };
  });
  await Promise.all(contenders.map((contender) => contender.ready));
  for (const contender of contenders) contender.child.stdin.write('go\n');
  const outcomes = await Promise.all(contenders.map((contender) => contender.outcome));
  await Promise.all(
    contenders.map(
      (contender) =>
        new Promise<void>((resolve) => {
          contender.child.on('exit', () => resolve());
          contender.child.stdin.end();
        }),
    ),
  );
  return outcomes;
}

it('lets exactly one of 40 simultaneous starts take over a stale lock', async () => {
  await withDataDir(async (dataDir) => {
    await writeFile(path.join(dataDir, 'portal.lock.1'), DEAD_PID);
    const outcomes = await simultaneousStarts(dataDir, 40);
    assert.equal(outcomes.filter((outcome) => outcome === 'won').length, 1, outcomes.join(' '));
    assert.equal(outcomes.filter((outcome) => outcome === 'refused').length, 39);
  });
});

it('lets exactly one of 40 simultaneous starts lock a fresh folder', async () => {
  await withDataDir(async (dataDir) => {
    const outcomes = await simultaneousStarts(dataDir, 40);
    assert.equal(outcomes.filter((outcome) => outcome === 'won').length, 1, outcomes.join(' '));
  });
});

it('refuses a second process on one data folder, takes over a stale lock, and unlocks', async () => {
  await withDataDir(async (dataDir) => {
    await writeFile(path.join(dataDir, 'portal.lock.1'), '1');
    assert.throws(() => lockDataDir(dataDir), /Another portal process \(pid 1\)/);
    await writeFile(path.join(dataDir, 'portal.lock.1'), DEAD_PID);
    const unlock = lockDataDir(dataDir);
    assert.deepEqual(await readdir(dataDir), ['portal.lock.2']);
    unlock();
    assert.deepEqual(await readdir(dataDir), []);
  });
});
