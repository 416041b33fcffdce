import assert from 'node:assert/strict';
import { it } from 'node:test';
import { createMailSender, deliverDueMail, enqueueMail } from '../src/platform/mail.ts';
import { purgeExpired, retention } from '../src/platform/retention.ts';
import { demo, linkIn, login, server, useTestServer, waitForMail } from './support/harness.ts';
import { startSmtpServer } from './support/smtp.ts';

useTestServer({ env: { RUN_WORKER: 'false' } });

const outbox = () => server.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

it('keeps a mail while the mail server is down and delivers it once it is back', async () => {
  await enqueueMail(server.db, { to: 'buyer@example.my', subject: 'Your report', text: 'Hello', html: '<p>Hello</p>' });
  const smtp = await startSmtpServer();
  const port = smtp.port;
  await smtp.close();

  const options = { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'CarSemak <no-reply@carsemak.my>', mailDir: '' };
  const down = await deliverDueMail(server.db, createMailSender(options));
  assert.deepEqual(down, { sent: 0, failed: 1 });
  const [waiting] = await outbox();
  assert.equal(waiting?.status, 'pending');
  assert.equal(waiting?.attempts, 1);
  assert.ok(waiting?.last_error);
  assert.ok((waiting?.next_attempt_at.getTime() ?? 0) > Date.now(), 'the retry waits');

  const back = await startSmtpServer();
  try {
    await server.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .execute();
    const delivered = await deliverDueMail(
      server.db,
      createMailSender({ ...options, smtpUrl: `smtp://127.0.0.1:${back.port}` }),
    );
    assert.deepEqual(delivered, { sent: 1, failed: 0 });
    assert.equal(back.received.length, 1);
    assert.match(back.received[0] ?? '', /Subject: Your report/);
    assert.match(back.received[0] ?? '', /To: buyer@example.my/);
    const [sent] = await outbox();
    assert.equal(sent?.status, 'sent');

    const again = await deliverDueMail(
      server.db,
      createMailSender({ ...options, smtpUrl: `smtp://127.0.0.1:${back.port}` }),
    );
    assert.deepEqual(again, { sent: 0, failed: 0 }, 'a sent mail is not sent twice');
  } finally {
    await back.close();
  }
});

it('leaves a mail another worker has claimed alone', async () => {
  await enqueueMail(server.db, { to: 'dealer@example.my', subject: 'Invoice', text: 'Hi', html: '<p>Hi</p>' });
  const sent: string[] = [];
  const recordingSender = async (mail: { subject: string }) => {
    sent.push(mail.subject);
  };
  const [first, second] = await Promise.all([
    deliverDueMail(server.db, recordingSender),
    deliverDueMail(server.db, recordingSender),
  ]);
  assert.equal((first?.sent ?? 0) + (second?.sent ?? 0), 1);
  assert.deepEqual(sent, ['Invoice']);
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

it('keeps no usable verification or reset code in the outbox once the mails are sent', async () => {
  const verifyTo = ['code1@example.my', 'code2@example.my'];
  const resetTo = [demo.individual.username, demo.company.username];
  for (const email of verifyTo) assert.equal((await server.post('/api/Account/Post', registration(email))).status, 200);
  for (const email of resetTo) assert.equal((await server.post('/oauth/Reset', { Email: email })).status, 200);
  await deliverDueMail(server.db, createMailSender(server.config));

  const delivered = [
    ...(await Promise.all(verifyTo.map(async (to) => linkIn((await waitForMail(server, to)).text, 'verification')))),
    ...(await Promise.all(resetTo.map(async (to) => linkIn((await waitForMail(server, to)).text, 'resetpassword')))),
  ];
  const outbox = await server.db.selectFrom('mail_outbox').select(['text_body', 'html_body', 'status']).execute();
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
  const sentLongAgo = async (to: string) => {
    await enqueueMail(server.db, { to, subject: 'Old', text: 'Old', html: '<p>Old</p>' });
    await server.db
      .updateTable('mail_outbox')
      .set({ status: 'sent', sent_at: longAgo(retention.sentMailDays + 1) })
      .where('to_address', '=', to)
      .execute();
  };
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
