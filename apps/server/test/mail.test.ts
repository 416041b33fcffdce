import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { createMailSender, deliverDueMail, enqueueMail } from '../src/platform/mail.ts';
import { startTestServer, type TestServer } from './support/harness.ts';

let server: TestServer;
before(async () => {
  server = await startTestServer({ RUN_WORKER: 'false' });
});
after(() => server.close());

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp() {
  const received: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let message = '';
      stream.on('data', (chunk: Buffer) => {
        message += chunk.toString();
      });
      stream.on('end', () => {
        received.push(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

const outbox = () => server.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

it('keeps a mail while the mail server is down and delivers it once it is back', async () => {
  await enqueueMail(server.db, { to: 'buyer@example.my', subject: 'Your report', text: 'Hello', html: '<p>Hello</p>' });
  const smtp = await startSmtp();
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

  const back = await startSmtp();
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
