import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { messages } from '@portal/contract';
import { countRows, demo, login, startTestServer } from './support/harness.ts';

const stores: { name: string; env: Record<string, string> }[] = [
  { name: 'in the process', env: { RATE_LIMITS: 'true' } },
  { name: 'in Redis', env: { RATE_LIMITS: 'true', REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' } },
];

for (const store of stores) {
  describe(`rate limits counted ${store.name}`, () => {
    it('stops a guest after 30 searches a minute, recording nothing more, while a logged-in dealer goes on', async () => {
      const server = await startTestServer(store.env);
      try {
        for (let attempt = 0; attempt < 30; attempt += 1) {
          assert.equal((await server.get('/api/Check/SearchItem?vehicleNo=BMK8821')).status, 200);
        }
        const checks = await countRows(server, 'checks');
        const limited = await server.get<{ Message: string }>('/api/Check/SearchItem?vehicleNo=BMK8821');
        assert.equal(limited.status, 429);
        assert.equal(limited.body.Message, messages.tooManyRequests);
        assert.equal(await countRows(server, 'checks'), checks);

        const dealer = await login(server, demo.company);
        assert.equal((await server.get('/api/Check/SearchItem?vehicleNo=BMK8821', dealer)).status, 200);
      } finally {
        await server.close();
      }
    });

    it('limits starting online payments to 20 a minute', async () => {
      const server = await startTestServer(store.env);
      try {
        for (let attempt = 0; attempt < 20; attempt += 1) {
          assert.notEqual((await server.post('/api/Payment/CreditTopup', {})).status, 429);
        }
        const payments = await countRows(server, 'payments');
        assert.equal((await server.post('/api/Payment/CreditTopup', {})).status, 429);
        assert.notEqual(
          (await server.post('/api/payment/CreatePaymentLink', {})).status,
          429,
          'each call counts alone',
        );
        assert.equal(await countRows(server, 'payments'), payments);
      } finally {
        await server.close();
      }
    });

    it('limits reset-password mails to 5 per 10 minutes from one address', async () => {
      const server = await startTestServer(store.env);
      try {
        for (let attempt = 0; attempt < 5; attempt += 1) {
          assert.equal((await server.post('/oauth/Reset', { Email: demo.company.username })).status, 200);
        }
        assert.equal((await server.post('/oauth/Reset', { Email: demo.company.username })).status, 429);
      } finally {
        await server.close();
      }
    });
  });
}
