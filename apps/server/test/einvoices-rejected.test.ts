import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { EinvoiceRow } from '@portal/contract';
import pino from 'pino';
import {
  admin,
  company,
  demo,
  loginCookie,
  server,
  useTestServer,
  webBuild,
  webBuildMissing,
} from './support/harness.ts';
import {
  confirmedPostpaidInvoice,
  dealerOnPostpaid,
  myinvoisOnItsOwnPort,
  runEinvoiceJobOnce,
} from './support/myinvois.ts';

/*
 * An e-invoice MyInvois rejects must not wait, silent, for someone to open the admin screen (issue 39): it is a
 * warning in the log, a mail to every administrator, and a figure the alert rule PortalEinvoiceInvalid watches.
 */

const TOKEN = 'metrics-token-for-the-test';
const myinvois = myinvoisOnItsOwnPort();

useTestServer({
  env: () => myinvois.portalEnv({ METRICS_TOKEN: TOKEN }),
  login: ['admin', 'company'],
  prepare: () => dealerOnPostpaid(server).then(() => undefined),
  ...(!webBuildMissing && { webBuild }),
});

/** The administrator's dashboard (/Home) as the server draws it, or nothing without the web build. */
const dashboard = async () =>
  webBuildMissing
    ? undefined
    : String((await server.call('GET', '/Home', { headers: { cookie: loginCookie(admin) } })).body);

const WAITING = /1 e-invoice was rejected by MyInvois and waits for you/;

/** One turn of e-invoicing's runs as a worker makes them, its log lines kept. */
async function runJobOnce(log: Record<string, unknown>[]) {
  const stream = { write: (line: string) => void log.push(JSON.parse(line)) };
  await runEinvoiceJobOnce(server, pino({ level: 'info' }, stream));
}

const invalidCount = async () => {
  const exposition = String((await server.call('GET', '/metrics', { token: TOKEN })).body);
  const line = exposition.split('\n').find((row) => row.startsWith('portal_einvoices{status="Invalid"}'));
  return line === undefined ? 0 : Number(line.split(' ').at(-1));
};

/** The mails telling of this e-invoice's rejection (the invoice's own mail to the dealer names it too). */
const mailsAbout = (codeNumber: string) =>
  server.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'subject', 'text_body'])
    .where('subject', 'like', `%MyInvois%${codeNumber}%`)
    .execute();

describe('an e-invoice MyInvois rejects', () => {
  it('is logged as a warning, mailed to the administrators, and counted until it is sent again', async () => {
    assert.equal(await invalidCount(), 0, 'none Invalid before');
    const before = await dashboard();
    if (before !== undefined) assert.doesNotMatch(before, WAITING, 'nothing waits on the dashboard');
    const invoice = await confirmedPostpaidInvoice(server, { admin, company }, 1);
    const code = String(invoice.DocumentNo);
    await fetch(`${myinvois.url()}/sandbox/next`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ next: ['invalid'] }),
    });
    const log: Record<string, unknown>[] = [];
    await runJobOnce(log);
    await runJobOnce(log);

    const warning = log.find((line) => line.codeNumber === code);
    assert.equal(warning?.level, 40, 'a warning');
    assert.match(String(warning?.msg), /MyInvois rejected an e-invoice/);
    assert.deepEqual(warning?.errors, ['CF410'], "LHDN's error code");

    const mails = await mailsAbout(code);
    assert.deepEqual(
      mails.map((mail) => mail.to_address),
      [demo.admin.username],
      'every administrator, and no one else, is told',
    );
    const [mail] = mails;
    assert.match(mail?.subject ?? '', new RegExp(`MyInvois rejected e-invoice ${code}`));
    assert.match(mail?.text_body ?? '', /CF410: Buyer's TIN is not registered with LHDN/);
    assert.match(mail?.text_body ?? '', /\/settings\/einvoices/);

    assert.equal(await invalidCount(), 1, 'portal_einvoices{status="Invalid"} counts it');
    const withInvalid = await dashboard();
    if (withInvalid !== undefined) assert.match(withInvalid, WAITING, 'the dashboard shows it waiting');

    const rows = await server.get<{ items: EinvoiceRow[] }>(`/api/Einvoice?rows=100&q=${code}`, admin);
    const invalid = rows.body.items.find((row) => row.CodeNumber === code);
    assert.ok(invalid);
    assert.equal((await server.post(`/api/Einvoice/Retry?id=${invalid.id}`, undefined, admin)).status, 200);
    await runJobOnce(log);
    await runJobOnce(log);
    assert.equal(await invalidCount(), 0, 'no longer counted once Valid');
    const allValid = await dashboard();
    if (allValid !== undefined) assert.doesNotMatch(allValid, WAITING, 'the dashboard no longer shows it');
    assert.equal((await mailsAbout(code)).length, 1, 'a Valid e-invoice sends no mail');
  });
});
