import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, it } from 'node:test';
import type { CheckResult, EinvoiceRow } from '@portal/contract';
import { configurationVariables } from '../src/config.ts';
import { emptyDatabase } from './support/database.ts';
import { myinvoisOnItsOwnPort } from './support/myinvois.ts';
import { collectOutput } from './support/portal-process.ts';
import { startSmtpServer } from './support/smtp.ts';

/*
 * docs/operations.md followed as a new operator would, on a fresh database: its `sh rehearsal-env` block is written
 * as /etc/portal.env and its `sh rehearsal-commands` block is run by the shell as it stands (schema, vehicle data,
 * ISM ABI, the production start). Editing either block wrongly fails this test. What this machine puts in place of
 * the document's own is listed in `machineValues` below, and nothing else.
 */

const repository = path.resolve(import.meta.dirname, '../../..');
const operations = await readFile(path.join(repository, 'docs/operations.md'), 'utf8');

/** The one fenced block of operations.md whose info string is `sh <name>`. */
function rehearsalBlock(name: string) {
  const blocks = [...operations.matchAll(new RegExp(`^\`\`\`sh ${name}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))];
  assert.equal(blocks.length, 1, `operations.md has one \`\`\`sh ${name} block`);
  return blocks[0]?.[1] ?? '';
}

/** The environment file's variables in order, as systemd's EnvironmentFile and `. file` in a shell both read them. */
function environmentFile(text: string) {
  const variables = new Map<string, string>();
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line === '' || line.startsWith('#')) continue;
    const match = line.match(/^([A-Z][A-Z0-9_]*)=(?:"([^"]*)"|([^\s"'`$]*))$/);
    assert.ok(match, `a NAME=value line (a value with spaces in double quotes): ${line}`);
    variables.set(match[1] ?? '', match[2] ?? match[3] ?? '');
  }
  return variables;
}

/** A port nobody listens on now, for the portal (its PUBLIC_URL must name it before it starts). */
async function freePort() {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The insurer's and ISM's files the rehearsal loads: one Myvi, one claim on it, its valuation and a feature. */
const vehicleFiles = {
  'vehicles.csv': [
    'RegistrationNo,ChassisNo,NVIC,Make,Family,Variant,YearOfManufacture,Transmission,EngineCC,Engine,SumInsured',
    'WQA 5521,PM2M602S001234567,PER19AC,PERODUA,MYVI,1.5 AV,2019,Automatic,1496,1.5L petrol,"41,650.50"',
  ],
  'claims.csv': [
    'Insurer,ClaimNo,ChassisNo,RegistrationNo,AccidentLossDate,EstimateAuthorized,SumInsured,ClaimTypeDesc',
    'Etiqa General Insurance Berhad,ETQ-2023-00012345,PM2M602S001234567,WQA 5521,2023-06-14,9870.00,45000,OWN DAMAGE',
  ],
  'ismdata.csv': [
    'NVIC,MAKE,FAMILY,VARIANT,YEAR,TRANSMISSION,CC,EMNEWPR,WMNEWPR,MARKETVALUE',
    'PER19AC,PERODUA,MYVI,1.5 AV,2019,Automatic,1496,60700,59500,41200.00',
  ],
  'ismfeatures.csv': ['NVIC,Description', 'PER19AC,Dual front SRS airbags'],
};

const myinvois = myinvoisOnItsOwnPort();
let rehearsal: ChildProcess | undefined;
const stillRunning = (child: ChildProcess | undefined): child is ChildProcess & { pid: number } =>
  child?.pid !== undefined && child.exitCode === null && child.signalCode === null;
after(() => {
  // The whole process group: the shell, npm and the portal npm started.
  if (stillRunning(rehearsal)) process.kill(-rehearsal.pid, 'SIGKILL');
});

it('docs/operations.md alone brings up a Malaysian production: vehicle data, ISM ABI, a paid check, a Valid e-invoice', async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'portal-rehearsal-'));
  const smtp = await startSmtpServer();
  const database = process.env.TEST_DATABASE_URL ? await emptyDatabase() : undefined;
  try {
    const documented = environmentFile(rehearsalBlock('rehearsal-env'));
    for (const name of documented.keys()) {
      assert.ok(name === 'NODE_ENV' || configurationVariables.includes(name), `${name} is a variable the portal reads`);
    }
    const port = await freePort();
    const adminPassword = 'Rehearsal#2026x';
    /** This machine's addresses and the secrets the document leaves to the operator (`…`); nothing else changes. */
    const machineValues: Record<string, string | undefined> = {
      // A fresh PostgreSQL database, or without TEST_DATABASE_URL an embedded one (then DEMO must be said off).
      DATABASE_URL: database?.url,
      ...(database ? {} : { DEMO: 'false', DATA_DIR: path.join(folder, 'data') }),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      ADMIN_PASSWORD: adminPassword,
      // The MyInvois stand-in the e-invoice tests use, which takes any client credentials.
      MYINVOIS_API_URL: await myinvois.start(),
      MYINVOIS_CLIENT_ID: 'rehearsal',
      MYINVOIS_CLIENT_SECRET: 'rehearsal',
      // No real money on a rehearsal: the sandbox gateway (operations.md: accepted for a staging site).
      PAYMENT_GATEWAY: 'sandbox',
      BILLPLZ_API_KEY: undefined,
      BILLPLZ_COLLECTION_ID: undefined,
      BILLPLZ_X_SIGNATURE_KEY: undefined,
    };
    const settings = new Map(documented);
    for (const [name, value] of Object.entries(machineValues)) {
      if (value === undefined) settings.delete(name);
      else settings.set(name, value);
    }
    for (const [name, value] of settings) {
      assert.ok(!value.includes('…'), `${name}: a value left to fill that this rehearsal does not know`);
    }
    const envFile = path.join(folder, 'portal.env');
    await writeFile(envFile, [...settings].map(([name, value]) => `${name}="${value}"\n`).join(''));
    const imports = path.join(folder, 'imports');
    await mkdir(imports);
    for (const [file, lines] of Object.entries(vehicleFiles)) {
      await writeFile(path.join(imports, file), `${lines.join('\n')}\n`);
    }

    const script = rehearsalBlock('rehearsal-commands')
      .replaceAll('/etc/portal.env', envFile)
      .replaceAll('/srv/portal', repository)
      .replaceAll('/srv/imports', imports);
    rehearsal = spawn('sh', ['-e', '-c', script], {
      cwd: folder,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? folder },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const { output, logLines } = collectOutput(rehearsal);
    const started = await until(
      () => logLines().find((line) => line.msg === 'portal started'),
      () => `no "portal started"; stdout: ${output().stdout}\nstderr: ${output().stderr}`,
      () => stillRunning(rehearsal),
    );
    assert.equal(output().stdout.match(/^accepted 1, rejected 0$/gm)?.length, 4, 'the four files imported whole');
    assert.deepEqual(
      [started.mode, started.database, started.einvoicing, started.sst],
      ['production', database ? 'postgres' : 'pglite', `on (${myinvois.url()})`, 'on (8%)'],
    );

    const address = `http://127.0.0.1:${port}`;
    const portal = client(address);
    assert.deepEqual((await portal.get('/api/Sst')).body, { registered: true, ratePercent: 8 });

    // A buyer registers, verifies the address with the code the mail server received, and logs in.
    const buyer = { email: 'mei.ling@example.my', password: 'Buyer#2026x' };
    const registered = await portal.post('/api/Account/Post', {
      UserType: 'INDIVIDUAL',
      Username: 'Tan Mei Ling',
      Phone: '0123456789',
      Email: buyer.email,
      Password: buyer.password,
      ConfirmPassword: buyer.password,
      TIN: 'IG115002000',
      MyKad: '900101145678',
      AcceptTerms: true,
    });
    assert.equal(registered.status, 200, JSON.stringify(registered.body));
    const verification = await mailTo(smtp.received, buyer.email, 'Verify your CarSemak account');
    const taccode = verification.match(/[?&]taccode=([^&\s"<]+)/)?.[1];
    assert.ok(taccode, 'the verification mail carries its link');
    const verified = await portal.post('/oauth/verify', { Email: buyer.email, TacCode: decodeURIComponent(taccode) });
    assert.equal(verified.status, 200, JSON.stringify(verified.body));
    const token = await portal.login(buyer.email, buyer.password);

    // The imported Myvi, paid for online with an e-invoice of the buyer's own.
    const found = await portal.get<{ Unikey: string; IsFound: boolean }>(
      '/api/Check/SearchItem?vehicleNo=WQA5521',
      token,
    );
    assert.equal(found.body.IsFound, true, JSON.stringify(found.body));
    const bill = await portal.post<{ id: string }>(
      '/api/Payment/CreditTopup',
      { id: found.body.Unikey, paymentType: 1, agreedTerms: true, einvoiceRequested: true },
      token,
    );
    assert.equal(bill.status, 200, JSON.stringify(bill.body));
    const link = await portal.post<{ url: string }>('/api/payment/CreatePaymentLink', { id: bill.body.id }, token);
    const paid = await fetch(new URL(link.body.url, address), {
      method: 'POST',
      body: new URLSearchParams({ result: 'paid' }),
      redirect: 'manual',
    });
    assert.equal(paid.status, 303, 'the sandbox gateway takes the payment');

    const report = await until(
      async () => {
        const answer = await portal.get<CheckResult>(`/api/Check/GetItem?unikey=${found.body.Unikey}`, token);
        return answer.body.Full ? answer.body : undefined;
      },
      () => 'the paid report never opened',
    );
    assert.deepEqual(
      report.ClaimLists.flatMap((group) =>
        group.Value.map((claim) => [claim.Insurer, claim.AccidentLossDate, claim.EstimateAuthorized]),
      ),
      [['ETIQA GENERAL INSURANCE BERHAD', '2023-06-14', 987_000]],
      'the imported claim',
    );
    assert.equal(report.BasicInfo.MarketValue, 4_120_000, 'the ISM ABI market value');
    assert.deepEqual(report.ABIInfo.StandardFeature, [{ Description: 'Dual front SRS airbags' }]);
    assert.match(await mailTo(smtp.received, buyer.email, 'Your CarSemak receipt'), /Of which SST 8%/);

    // The administrator of ADMIN_EMAIL sees the purchase's e-invoice Valid at MyInvois.
    const admin = await portal.login(documented.get('ADMIN_EMAIL') ?? '', adminPassword);
    const einvoice = await until(
      async () => {
        const rows = (await portal.get<{ items: EinvoiceRow[] }>('/api/Einvoice?rows=100', admin)).body.items;
        return rows.find((row) => row.Kind === 'payment' && row.Status === 'Valid');
      },
      () =>
        `no Valid e-invoice; the portal's log without its request lines: ${output()
          .stdout.split('\n')
          .filter((line) => !line.includes('request'))
          .join('\n')
          .slice(-8000)}`,
    );
    assert.equal(einvoice.TotalSen, 2500);
    assert.equal(einvoice.BuyerName, 'Tan Mei Ling');
    assert.match(einvoice.Uuid ?? '', /^[0-9A-Z]{26}$/);
  } finally {
    if (stillRunning(rehearsal)) await stopGroup(rehearsal.pid);
    await smtp.close();
    await database?.drop();
    await rm(folder, { recursive: true, force: true });
  }
});

/** SIGTERM to the process group, as a service manager stops it; waits until every process in it has ended. */
async function stopGroup(pid: number) {
  process.kill(-pid, 'SIGTERM');
  await until(
    () => {
      try {
        process.kill(-pid, 0);
        return undefined;
      } catch {
        return true;
      }
    },
    () => `process group ${pid} still runs after SIGTERM`,
  );
}

/** Asks `answer` every half second for up to 4 minutes (a fresh embedded database starts slowly on a busy machine). */
async function until<T>(
  answer: () => T | undefined | Promise<T | undefined>,
  failure: () => string,
  worthWaiting: () => boolean = () => true,
): Promise<T> {
  for (let waited = 0; waited < 240_000 && worthWaiting(); waited += 500) {
    const found = await answer();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(failure());
}

/** The newest message to `to` with this subject, its quoted-printable body decoded. */
function mailTo(received: string[], to: string, subject: string) {
  return until(
    () =>
      received
        .map((message) =>
          message
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
        )
        .findLast((message) => message.includes(`To: ${to}`) && message.includes(`Subject: ${subject}`)),
    () => `no mail "${subject}" to ${to}`,
  );
}

/** The portal's API over HTTP, as an integrator's program calls it. */
function client(base: string) {
  async function call<T>(method: string, url: string, body?: unknown, token?: string) {
    const answer = await fetch(base + url, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    return {
      status: answer.status,
      body: (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T,
    };
  }
  return {
    get: <T = unknown>(url: string, token?: string) => call<T>('GET', url, undefined, token),
    post: <T = unknown>(url: string, body: unknown, token?: string) => call<T>('POST', url, body, token),
    async login(username: string, password: string) {
      const answer = await call<{ access_token?: string }>('POST', '/oauth/token', { username, password });
      assert.ok(answer.body.access_token, `${username} logs in: ${JSON.stringify(answer.body)}`);
      return answer.body.access_token;
    },
  };
}
