import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeMailsPerAccount } from '../src/features/auth/service.ts';
import { rateLimits } from '../src/platform/rate-limit.ts';
import { demo, login, rateLimitStores, withTestServer } from './support/harness.ts';
import { messages } from './support/messages.ts';

for (const store of rateLimitStores) {
  describe(`rate limits counted ${store.name}`, { skip: store.skip }, () => {
    it('stops a guest after 30 searches a minute, recording nothing more, while a logged-in dealer goes on', async () => {
      await withTestServer(store.env, async (server) => {
        for (let attempt = 0; attempt < 30; attempt += 1) {
          assert.equal((await server.get('/api/Check/SearchItem?vehicleNo=BMK8821')).status, 200);
        }
        const checks = await server.countRows('checks');
        const limited = await server.get<{ Code: string; Message: string }>('/api/Check/SearchItem?vehicleNo=BMK8821');
        assert.equal(limited.status, 429);
        assert.equal(limited.body.Message, messages.tooManyRequests);
        assert.equal(limited.body.Code, 'TOO_MANY_REQUESTS');
        assert.equal(await server.countRows('checks'), checks);

        const dealer = await login(server, demo.company);
        assert.equal((await server.get('/api/Check/SearchItem?vehicleNo=BMK8821', dealer)).status, 200);
      });
    });

    it('limits starting online payments to 20 a minute', async () => {
      await withTestServer(store.env, async (server) => {
        for (let attempt = 0; attempt < 20; attempt += 1) {
          assert.notEqual((await server.post('/api/Payment/CreditTopup', {})).status, 429);
        }
        const payments = await server.countRows('payments');
        assert.equal((await server.post('/api/Payment/CreditTopup', {})).status, 429);
        assert.notEqual(
          (await server.post('/api/payment/CreatePaymentLink', {})).status,
          429,
          'each call counts alone',
        );
        assert.equal(await server.countRows('payments'), payments);
      });
    });

    it('stops a user after 60 audited changes of their details in 10 minutes, auditing nothing more', async () => {
      await withTestServer(store.env, async (server) => {
        const token = await login(server, demo.individual);
        const { id } = await server.user(demo.individual.username);
        const save = (attempt: number) =>
          server.call('PUT', '/api/Account/Settings', {
            token,
            body: { Username: `Nur Aisyah ${attempt}`, Phone: '0123456789' },
          });
        for (let attempt = 1; attempt <= rateLimits.auditedChange.max; attempt += 1) {
          assert.equal((await save(attempt)).status, 200);
        }
        const audited = (await server.auditRows('user', id)).length;
        const limited = await save(0);
        assert.equal(limited.status, 429);
        assert.equal((await server.auditRows('user', id)).length, audited, 'no audit row past the limit');
        assert.equal((await server.user(demo.individual.username)).username, `Nur Aisyah ${audited}`);
      });
    });

    it('limits reset-password mails to 5 per 10 minutes from one address', async () => {
      await withTestServer(store.env, async (server) => {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          assert.equal((await server.post('/oauth/Reset', { Email: demo.company.username })).status, 200);
        }
        assert.equal((await server.post('/oauth/Reset', { Email: demo.company.username })).status, 429);
      });
    });
  });
}

describe('code mails per account', () => {
  it('sends at most 3 reset mails to one inbox in 10 minutes, however many addresses ask', async () => {
    await withTestServer({ RATE_LIMITS: 'true', TRUST_PROXY: 'true', RUN_WORKER: 'false' }, async (server) => {
      const addresses = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];
      const answers = await Promise.all(
        addresses.flatMap((address) =>
          Array.from({ length: 5 }, () =>
            server.call('POST', '/oauth/Reset', {
              body: { Email: demo.company.username },
              headers: { 'x-forwarded-for': address },
            }),
          ),
        ),
      );
      assert.deepEqual(
        answers.map((answer) => answer.status),
        answers.map(() => 200),
        'every caller gets the same answer',
      );
      const mails = await server.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('to_address', '=', demo.company.username)
        .execute();
      assert.equal(mails.length, codeMailsPerAccount.max, `${mails.length} of 20 requests mailed`);
    });
  });
});
