import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { seedDemo } from '../src/demo/seed.ts';
import { demo, login, startTestServer, type TestServer, waitForMail } from './support/harness.ts';

describe('the demo mailbox', () => {
  let server: TestServer;
  const pages = ['/dev/mail.json', '/dev/mail', '/dev/mail/1'];
  before(async () => {
    server = await startTestServer();
    await server.post('/oauth/Reset', { Email: demo.admin.username });
    await waitForMail(server, demo.admin.username);
  });
  after(() => server.close());

  it('answers the one holding the key printed at start, and its page links to each mail with it', async () => {
    const mails = await server.get<{ to: string }[]>(server.withDemoKey('/dev/mail.json'));
    assert.equal(mails.status, 200);
    assert.ok(mails.body.length > 0);
    const inbox = await server.get<string>(server.withDemoKey('/dev/mail'));
    const link = inbox.body.match(/href="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
    assert.ok(link, inbox.body);
    const mail = await server.get<string>(link);
    assert.equal(mail.status, 200);
    assert.match(mail.body, /taccode/, 'the reset link is there for its owner');
  });

  // A reverse proxy on this machine that adds no header of its own (nginx's `proxy_pass` alone) brings strangers from
  // loopback: without the key they find nothing, whatever the peer.
  it('does not exist for a request from this machine without the key, or with another', async () => {
    for (const page of pages) {
      for (const url of [page, `${page}?key=`, `${page}?${new URLSearchParams({ key: 'guessed-mailbox-key-0001' })}`]) {
        const answer = await server.get<string>(url);
        assert.equal(answer.status, 404, url);
        assert.doesNotMatch(JSON.stringify(answer.body), /taccode/);
      }
    }
  });

  for (const [header, value] of [
    ['x-forwarded-for', '203.0.113.9'],
    ['x-forwarded-host', 'portal.example.my'],
    ['forwarded', 'for=203.0.113.9;proto=https'],
    ['via', '1.1 nginx'],
    ['x-real-ip', '203.0.113.9'],
  ] as const) {
    it(`does not exist for a request carrying ${header}, even with the key`, async () => {
      for (const page of pages) {
        const answer = await server.call<string>('GET', server.withDemoKey(page), { headers: { [header]: value } });
        assert.equal(answer.status, 404, page);
        assert.doesNotMatch(JSON.stringify(answer.body), /taccode/);
      }
    });
  }
});

describe('the published demo administrator with ADMIN_EMAIL set', () => {
  let server: TestServer;
  const admin = { username: 'ops@example.my', password: 'Ops#2026xy' };
  before(async () => {
    server = await startTestServer({ ADMIN_EMAIL: admin.username, ADMIN_PASSWORD: admin.password });
  });
  after(() => server.close());

  it('is not made: its published password does not log in, ADMIN_EMAIL does', async () => {
    const published = await server.post<{ Code: string }>('/oauth/token', demo.admin);
    assert.equal(published.status, 400);
    assert.equal(published.body.Code, 'LOGIN_FAILED');
    await login(server, admin);
    await login(server, demo.individual);
  });

  it('is deactivated, its sessions ended, when an earlier demo start had made it', async () => {
    const earlier = await startTestServer();
    try {
      const token = await login(earlier, demo.admin);
      await seedDemo(earlier.db, { email: admin.username, password: admin.password });
      const refused = await earlier.post<{ Code: string }>('/oauth/token', demo.admin);
      assert.equal(refused.body.Code, 'ACCOUNT_INACTIVE');
      const profile = await earlier.get<{ IsLoggedIn: boolean }>('/api/UserProfile', token);
      assert.equal(profile.body.IsLoggedIn, false);
    } finally {
      await earlier.close();
    }
  });

  it('loses its published password when it is the ADMIN_EMAIL account itself', async () => {
    const earlier = await startTestServer();
    try {
      await seedDemo(earlier.db, { email: demo.admin.username, password: admin.password });
      assert.equal((await earlier.post('/oauth/token', demo.admin)).status, 400);
      await login(earlier, { username: demo.admin.username, password: admin.password });
    } finally {
      await earlier.close();
    }
  });
});

describe("the demo's MyInvois sandbox", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ EINVOICE: 'myinvois' });
  });
  after(() => server.close());

  const control = (path: string, body: unknown) =>
    server.call<{ waiting?: string[] }>('POST', path, { body, headers: { 'content-type': 'application/json' } });

  it("takes orders for its next answers only with the demo's key, and keeps 20 of them at most", async () => {
    const next = '/myinvois-sandbox/sandbox/next';
    for (const path of [next, `${next}?key=guessed-demo-key-0001`]) {
      assert.equal((await control(path, { next: ['invalid'] })).status, 404, path);
    }
    assert.equal((await server.get('/myinvois-sandbox/sandbox/documents')).status, 404);
    assert.deepEqual((await control(server.withDemoKey(next), {})).body.waiting, [], 'nothing was ordered');

    const ordered = await control(server.withDemoKey(next), { next: Array(100_000).fill('invalid') });
    assert.equal(ordered.status, 200);
    assert.deepEqual(ordered.body.waiting, Array(20).fill('invalid'));
    assert.equal((await server.get(server.withDemoKey('/myinvois-sandbox/sandbox/documents'))).status, 200);
  });
});
