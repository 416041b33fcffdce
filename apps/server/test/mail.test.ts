import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { purgeExpired } from '../src/platform/queries.ts';
import { retention } from '../src/platform/retention.ts';
import {
  demo,
  linkIn,
  login,
  server,
  startTestServer,
  type TestServer,
  useTestServer,
  waitForMail,
} from './support/harness.ts';
import { killPortalProcesses, startPortalProcess } from './support/portal-process.ts';
import { startSmtpServer } from './support/smtp.ts';

useTestServer();
after(killPortalProcesses);

/** Waits (bounded, polling each 0.2 s) until `done` answers something, and answers it. */
async function within<T>(what: string, seconds: number, done: () => Promise<T | undefined> | T | undefined) {
  for (let waited = 0; waited < seconds * 1000; waited += 200) {
    const value = await done();
    if (value !== undefined) return value;
    await sleep(200);
  }
  throw new Error(`${what}: not within ${seconds} s`);
}

const outboxRowsTo = (on: TestServer, to: string) =>
  on.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();

/** The runs of the mail delivery job pg-boss still holds to do (waiting, waiting to retry, or running). */
const deliveriesLeft = async (on: TestServer) =>
  Number(
    (
      await sql<{ count: string }>`
        select count(*) as count from pgboss.job
        where name = 'mail-delivery' and state in ('created', 'retry', 'active')`.execute(on.db)
    ).rows[0]?.count,
  );

/** Makes pg-boss's waiting retry of the mail delivery due now: its wait doubles up to hours, not waited out here. */
const retryNow = (on: TestServer) =>
  sql`update pgboss.job set start_after = now() where name = 'mail-delivery' and state = 'retry'`.execute(on.db);

describe('with the mail server down', () => {
  let portal: TestServer;
  let mailServerPort = 0;
  before(async () => {
    const down = await startSmtpServer();
    mailServerPort = down.port;
    await down.close();
    portal = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${mailServerPort}` });
  });
  after(() => portal.close());

  it('marks a mail failed after its last try, its code no longer readable, for the operator to see', async () => {
    assert.equal((await portal.post('/oauth/Reset', { Email: demo.company.username })).status, 200);
    const failed = await within('every try made', 120, async () => {
      const [row] = await outboxRowsTo(portal, demo.company.username);
      if (row?.status === 'failed') return row;
      await retryNow(portal);
      return undefined;
    });
    assert.equal(failed.attempts, 13, 'the first try and twelve more');
    assert.match(failed.last_error ?? '', /ECONNREFUSED/);
    assert.match(failed.text_body, /taccode=\[removed\]/, 'the mail is kept, its code is not');
    assert.doesNotMatch(failed.text_body, /taccode=(?!\[removed\])/);
    assert.equal(await deliveriesLeft(portal), 0, 'pg-boss tries it no more');
  });

  it('keeps a mail while the mail server is down and delivers it once it is back', async () => {
    assert.equal((await portal.post('/oauth/Reset', { Email: demo.individual.username })).status, 200);
    const [waiting] = await within('the first try fails', 30, async () => {
      const rows = await outboxRowsTo(portal, demo.individual.username);
      return rows[0]?.last_error ? rows : undefined;
    });
    assert.equal(waiting?.status, 'pending');
    assert.equal(waiting?.attempts, 1);
    assert.ok((waiting?.next_attempt_at.getTime() ?? 0) > Date.now(), 'the retry waits');

    const back = await startSmtpServer(mailServerPort);
    try {
      const [received] = await within('the retry delivers it', 30, async () => {
        if (back.received.length) return back.received;
        await retryNow(portal);
        return undefined;
      });
      assert.ok(received?.includes(`Subject: ${waiting?.subject}`), received);
      assert.ok(received?.includes(`To: ${demo.individual.username}`), received);
      const [sent] = await within('the mail is marked sent', 10, async () => {
        const rows = await outboxRowsTo(portal, demo.individual.username);
        return rows[0]?.status === 'sent' ? rows : undefined;
      });
      assert.equal(sent?.attempts, 2);
      assert.equal(sent?.last_error, null);
      assert.equal(await deliveriesLeft(portal), 0, 'no run is left to send it again');
      await sleep(2500);
      assert.equal(back.received.length, 1, 'a sent mail is not sent twice');
    } finally {
      await back.close();
    }
  });
});

const registration = (email: string) => ({
  UserType: 'INDIVIDUAL',
  Username: 'Lim Wei',
  Phone: '012-345 6789',
  Email: email,
  ReferralCode: 'LFC01',
  Password: 'Kereta#2026',
  ConfirmPassword: 'Kereta#2026',
  AcceptTerms: true,
});

it('sends each mail once while two workers take the queue', {
  skip: process.env.TEST_DATABASE_URL ? false : 'a second worker needs PostgreSQL: set TEST_DATABASE_URL',
}, async () => {
  const smtp = await startSmtpServer();
  let databaseUrl = '';
  const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
  const portal = await startTestServer(
    { SMTP_URL: smtpUrl },
    {
      reach: (target) => {
        if (target.kind === 'postgres') databaseUrl = target.url;
        return target;
      },
    },
  );
  try {
    const worker = await startPortalProcess({ DATABASE_URL: databaseUrl, DEMO: 'true', SMTP_URL: smtpUrl }, 'worker');
    await worker.waitForLog('worker started');
    const addresses = Array.from({ length: 8 }, (_, index) => `twice${index}@example.my`);
    for (const email of addresses) {
      assert.equal((await portal.post('/api/Account/Post', registration(email))).status, 200);
    }
    await within('every mail delivered', 60, () => (smtp.received.length >= addresses.length ? true : undefined));
    assert.equal(await deliveriesLeft(portal), 0, 'no run is left');
    await sleep(2500);
    const receivedBy = addresses.map((to) => smtp.received.filter((message) => message.includes(`To: ${to}`)).length);
    assert.deepEqual(
      receivedBy,
      addresses.map(() => 1),
      'each address received its mail once',
    );
    await worker.stop();
  } finally {
    await portal.close();
    await smtp.close();
  }
});

it('keeps no usable verification or reset code in the outbox once the mails are sent', async () => {
  const verifyTo = ['code1@example.my', 'code2@example.my'];
  const resetTo = [demo.individual.username, demo.company.username];
  for (const email of verifyTo) assert.equal((await server.post('/api/Account/Post', registration(email))).status, 200);
  for (const email of resetTo) assert.equal((await server.post('/oauth/Reset', { Email: email })).status, 200);

  const delivered = [
    ...(await Promise.all(verifyTo.map(async (to) => linkIn((await waitForMail(server, to)).text, 'verification')))),
    ...(await Promise.all(resetTo.map(async (to) => linkIn((await waitForMail(server, to)).text, 'resetpassword')))),
  ];
  // The mail is written to the mailbox just before its row is marked sent.
  const outbox = await within('every mail marked sent', 10, async () => {
    const rows = await server.db.selectFrom('mail_outbox').select(['text_body', 'html_body', 'status']).execute();
    return rows.every((row) => row.status === 'sent') ? rows : undefined;
  });
  const readable = delivered.filter((link) =>
    outbox.some((row) => row.text_body.includes(link.taccode) || row.html_body.includes(link.taccode)),
  );
  assert.equal(delivered.length, 4);
  assert.deepEqual(readable, [], 'codes still readable in mail_outbox');
  assert.ok(
    outbox.some((row) => row.text_body.includes('taccode=[removed]')),
    'the mail is kept, its code is not',
  );

  const verified = await server.post('/oauth/verify', { Email: delivered[0]?.email, TacCode: delivered[0]?.taccode });
  assert.equal(verified.status, 200, 'the mailed code itself still works');
});

it('purges sent mail after 30 days, ended sessions and spent codes after a day', async () => {
  const longAgo = (days: number) => new Date(Date.now() - days * 24 * 3_600_000);
  // A mail sent long ago, as the delivery job leaves it.
  const sentLongAgo = (to: string) =>
    server.db
      .insertInto('mail_outbox')
      .values({
        to_address: to,
        subject: 'Old',
        text_body: 'Old',
        html_body: '<p>Old</p>',
        status: 'sent',
        attempts: 1,
        sent_at: longAgo(retention.sentMailDays + 1),
      })
      .execute();
  await purgeExpired(server.db);
  await sentLongAgo('old@example.my');
  await login(server, demo.company);
  await login(server, demo.company);
  const [ended, live] = await server.db.selectFrom('sessions').select('id').orderBy('id', 'desc').limit(2).execute();
  await server.db
    .updateTable('sessions')
    .set({ expires_at: longAgo(2) })
    .where('id', '=', ended?.id ?? 0)
    .execute();
  await server.db
    .updateTable('account_codes')
    .set({ expires_at: longAgo(2) })
    .execute();
  const sessionsBefore = await server.db.selectFrom('sessions').select('id').execute();

  await purgeExpired(server.db);
  assert.equal((await outboxTo('old@example.my')).length, 0, 'old sent mail is gone');
  const sessionsAfter = (await server.db.selectFrom('sessions').select('id').execute()).map((row) => row.id);
  assert.equal(sessionsAfter.length, sessionsBefore.length - 1);
  assert.ok(sessionsAfter.includes(live?.id ?? 0) && !sessionsAfter.includes(ended?.id ?? 0));
  assert.equal((await server.db.selectFrom('account_codes').select('id').execute()).length, 0);
});

const outboxTo = (to: string) =>
  server.db.selectFrom('mail_outbox').select('id').where('to_address', '=', to).execute();
