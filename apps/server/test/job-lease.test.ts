import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import { after, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { demo, linkIn, startTestServer, type TestServer } from './support/harness.ts';
import { killPortalProcesses, startPortalProcess } from './support/portal-process.ts';

after(killPortalProcesses);

/**
 * A mail server that takes the connection and never answers (a hung one): a worker sending through it is caught
 * mid-job, its run `active` in pg-boss, when it is killed. Answers its address and how many connections came.
 */
async function hungMailServer() {
  const sockets: Socket[] = [];
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => undefined);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the mail server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    connections: () => sockets.length,
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** Waits (bounded: far below pg-boss's 15-minute expiry, above the 10 s lease) for `done`, polling each 0.2 s. */
async function within<T>(what: string, seconds: number, done: () => Promise<T | undefined>) {
  for (let waited = 0; waited < seconds * 1000; waited += 200) {
    const value = await done();
    if (value !== undefined) return value;
    await sleep(200);
  }
  throw new Error(`${what}: not within ${seconds} s`);
}

/** The mail to `to` in the demo mailbox whose text links to `page`. */
const mailLinking = async (server: TestServer, to: string, page: string) =>
  (await server.get<{ subject: string; text: string }[]>(server.withDemoKey('/dev/mail.json', { to }))).body.find(
    (mail) => mail.text.includes(`/account/${page}?`),
  );

it('runs the mail again within seconds after a worker is killed mid-send (kill -9)', {
  skip: process.env.TEST_DATABASE_URL ? false : 'pg-boss runs on PostgreSQL only: set TEST_DATABASE_URL',
}, async () => {
  let databaseUrl = '';
  // The portal answers requests only; the workers are processes of their own, as `npm run worker` runs them.
  const server = await startTestServer(
    { RUN_WORKER: 'false' },
    {
      reach: (target) => {
        if (target.kind === 'postgres') databaseUrl = target.url;
        return target;
      },
    },
  );
  const mailServer = await hungMailServer();
  try {
    const worker = { DATABASE_URL: databaseUrl, DEMO: 'true', LOG_LEVEL: 'info' };
    const caught = await startPortalProcess({ ...worker, SMTP_URL: mailServer.url }, 'worker');
    await caught.waitForLog('worker started');
    assert.equal((await server.post('/oauth/Reset', { Email: demo.individual.username })).status, 200);
    await within('the worker connects to the mail server', 60, async () => mailServer.connections() || undefined);
    await caught.crash();

    // The next worker writes its mails where the demo mailbox reads them.
    const next = await startPortalProcess({ ...worker, DATA_DIR: server.config.dataDir }, 'worker');
    await next.waitForLog('worker started');
    assert.equal((await server.post('/oauth/LoginLink', { Email: demo.individual.username })).status, 200);
    const mail = await within('the login link mailed after the kill', 90, () =>
      mailLinking(server, demo.individual.username, 'loginlink'),
    );
    const link = linkIn(mail.text, 'loginlink');
    assert.equal((await server.post('/oauth/LoginWithLink', link)).status, 200, 'and it logs the owner in');
    // The mail the killed worker was sending: its run's lease runs out (10 s) and pg-boss retries it (15 to 30 s on).
    const reset = await within('the reset mail caught mid-send, sent again', 90, () =>
      mailLinking(server, demo.individual.username, 'resetpassword'),
    );
    assert.ok(linkIn(reset.text, 'resetpassword').taccode, 'with its code');
    await next.stop();
  } finally {
    mailServer.close();
    await server.close();
  }
});
