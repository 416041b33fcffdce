import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { API_KEYS_MAX_LIVE, API_V1_RATE_LIMIT, type ApiKeyRow, type CreatedApiKey } from '@portal/contract';
import { purgeExpired } from '../src/platform/queries.ts';
import { retention } from '../src/platform/retention.ts';
import { demo, login, rateLimitStores, type TestServer, withTestServer } from './support/harness.ts';
import { messages } from './support/messages.ts';

type ErrorBody = { Code: string; Message: string };

async function createKey(server: TestServer, token: string, Name: string, Test = false) {
  const answer = await server.post<CreatedApiKey>('/api/ApiKeys', { Name, Test }, token);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
}

/** The log is written after the answer has gone: wait for it a little. */
async function loggedCalls(server: TestServer, keyId: number, count: number) {
  const read = () =>
    server.db
      .selectFrom('api_calls')
      .select(['method', 'route', 'status_code', 'duration_ms', 'called_at'])
      .where('api_key_id', '=', keyId)
      .orderBy('id')
      .execute();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const rows = await read();
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

for (const store of rateLimitStores) {
  describe(`API v1 rate limits counted ${store.name}`, { skip: store.skip }, () => {
    it(`answers RateLimit headers, stops a key after ${API_V1_RATE_LIMIT.max} calls a minute and serves another key`, async () => {
      await withTestServer(store.env, async (server) => {
        const dealer = await login(server, demo.company);
        const busy = await createKey(server, dealer, 'Busy');
        const other = await createKey(server, dealer, 'Other');

        const first = await server.get('/api/v1/balance', busy.Secret);
        assert.equal(first.status, 200);
        assert.equal(first.headers.get('ratelimit-limit'), String(API_V1_RATE_LIMIT.max));
        assert.equal(first.headers.get('ratelimit-remaining'), String(API_V1_RATE_LIMIT.max - 1));
        const reset = Number(first.headers.get('ratelimit-reset'));
        assert.ok(reset > 0 && reset <= API_V1_RATE_LIMIT.timeWindowMs / 1000, `RateLimit-Reset ${reset}`);

        // Counted per key over every v1 route, not per route.
        for (let call = 1; call < API_V1_RATE_LIMIT.max; call += 1) {
          const url = call % 2 ? '/api/v1/checks/CHK-NONE' : '/api/v1/balance';
          const answer = await server.get(url, busy.Secret);
          assert.notEqual(answer.status, 429, `call ${call + 1}`);
        }
        const limited = await server.get<ErrorBody>('/api/v1/balance', busy.Secret);
        assert.equal(limited.status, 429);
        assert.equal(limited.body.Code, 'TOO_MANY_REQUESTS');
        assert.equal(limited.body.Message, messages.tooManyRequests);
        assert.equal(limited.headers.get('ratelimit-remaining'), '0');
        assert.ok(Number(limited.headers.get('retry-after')) > 0);

        const served = await server.get('/api/v1/balance', other.Secret);
        assert.equal(served.status, 200, 'another key of the same account and address is still served');
        assert.equal(served.headers.get('ratelimit-remaining'), String(API_V1_RATE_LIMIT.max - 1));

        // Web calls of the same user are not counted against the key.
        assert.equal((await server.get('/api/ApiKeys', dealer)).status, 200);

        const logged = await loggedCalls(server, busy.id, API_V1_RATE_LIMIT.max + 1);
        assert.equal(logged.length, API_V1_RATE_LIMIT.max + 1, 'every call of the key is logged, the refused one too');
        assert.deepEqual(
          logged.map((row) => row.status_code).filter((status) => status === 429),
          [429],
        );
        assert.equal(logged.at(-1)?.status_code, 429);
      });
    });
  });
}

describe('API v1 call log', () => {
  it('logs every call made with a valid key (route pattern and status), and nothing for a missing or wrong key', async () => {
    await withTestServer({ RATE_LIMITS: 'true' }, async (server) => {
      const dealer = await login(server, demo.company);
      const key = await createKey(server, dealer, 'Logged', true);
      const before = Date.now();
      assert.equal((await server.get('/api/v1/balance', key.Secret)).status, 200);
      assert.equal((await server.get('/api/v1/checks/CHK-NONE', key.Secret)).status, 404);
      const created = await server.call('POST', '/api/v1/checks', {
        body: { chassisNo: 'PM2L252S002107437' },
        token: key.Secret,
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.equal((await server.call('POST', '/api/v1/checks', { body: {}, token: key.Secret })).status, 400);
      assert.equal((await server.get('/api/v1/balance', 'live_wrong')).status, 401);
      assert.equal((await server.get('/api/v1/balance')).status, 401);

      const rows = await loggedCalls(server, key.id, 4);
      // Each row is written after its call's answer has gone, so the next call's row may be written first.
      assert.deepEqual(rows.map((row) => [row.method, row.route, row.status_code]).sort(), [
        ['GET', '/api/v1/balance', 200],
        ['GET', '/api/v1/checks/:ref', 404],
        ['POST', '/api/v1/checks', 201],
        ['POST', '/api/v1/checks', 400],
      ]);
      for (const row of rows) {
        assert.ok(row.duration_ms >= 0);
        assert.ok(row.called_at.getTime() >= before - 1000 && row.called_at.getTime() <= Date.now());
      }
      const all = await server.db.selectFrom('api_calls').select('api_key_id').execute();
      assert.equal(all.length, 4, 'the 401 calls have no key and leave no row');

      const list = await server.get<ApiKeyRow[]>('/api/ApiKeys', dealer);
      assert.equal(list.body.find((row) => row.id === key.id)?.CallsLastDay, 4, 'the API Access page counts them');
    });
  });

  it(`is kept ${retention.apiCallDays} days by the hourly purge`, async () => {
    await withTestServer({}, async (server) => {
      const dealer = await login(server, demo.company);
      const key = await createKey(server, dealer, 'Old', true);
      assert.equal((await server.get('/api/v1/balance', key.Secret)).status, 200);
      const [recent] = await loggedCalls(server, key.id, 1);
      assert.ok(recent);
      const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3_600_000);
      await server.db
        .insertInto('api_calls')
        .values([
          {
            api_key_id: key.id,
            method: 'GET',
            route: '/api/v1/balance',
            status_code: 200,
            duration_ms: 3,
            called_at: daysAgo(retention.apiCallDays + 1),
          },
          {
            api_key_id: key.id,
            method: 'GET',
            route: '/api/v1/balance',
            status_code: 200,
            duration_ms: 3,
            called_at: daysAgo(retention.apiCallDays - 1),
          },
        ])
        .execute();
      const purged = await purgeExpired(server.db);
      assert.equal(purged.apiCalls, 1);
      assert.equal((await loggedCalls(server, key.id, 2)).length, 2, 'the recent calls stay');
    });
  });

  it(`forgets Idempotency-Keys after ${retention.idempotencyKeyHours} hours, but not one a request still holds`, async () => {
    await withTestServer({}, async (server) => {
      const dealer = await login(server, demo.company);
      const key = await createKey(server, dealer, 'Keys', true);
      const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
      const row = (idempotencyKey: string, createdHoursAgo: number, answered: boolean, leaseHoursAhead: number) => ({
        api_key_id: key.id,
        idempotency_key: idempotencyKey,
        request_hash: 'hash',
        status_code: answered ? 201 : null,
        answer: answered ? '{}' : null,
        created_at: hoursAgo(createdHoursAgo),
        locked_until: hoursAgo(-leaseHoursAhead),
      });
      const old = retention.idempotencyKeyHours + 1;
      await server.db
        .insertInto('api_idempotency')
        .values([
          row('old-answered', old, true, -old),
          row('old-abandoned', old, false, -old),
          row('old-still-held', old, false, 1),
          row('recent', 1, true, -1),
        ])
        .execute();
      const purged = await purgeExpired(server.db);
      assert.equal(purged.idempotencyKeys, 2);
      const left = await server.db.selectFrom('api_idempotency').select('idempotency_key').execute();
      assert.deepEqual(left.map((kept) => kept.idempotency_key).sort(), ['old-still-held', 'recent']);
    });
  });
});

describe('API keys per account', () => {
  it(`holds at most ${API_KEYS_MAX_LIVE} live keys: one more is refused, nothing created, until one is revoked`, async () => {
    await withTestServer({}, async (server) => {
      const dealer = await login(server, demo.company);
      const keys = await Promise.all(
        Array.from({ length: API_KEYS_MAX_LIVE }, (_, index) => createKey(server, dealer, `Branch ${index + 1}`)),
      );
      const liveKeys = async () => (await server.get<ApiKeyRow[]>('/api/ApiKeys', dealer)).body.length;
      assert.equal(await liveKeys(), API_KEYS_MAX_LIVE);
      for (const Test of [false, true]) {
        const refused = await server.post<ErrorBody>('/api/ApiKeys', { Name: 'One more', Test }, dealer);
        assert.equal(refused.status, 409);
        assert.equal(refused.body.Code, 'API_KEYS_TOO_MANY');
        assert.equal(
          refused.body.Message,
          'An account holds at most 10 live API keys. Revoke one you no longer use, then create the new one.',
        );
      }
      assert.equal(await liveKeys(), API_KEYS_MAX_LIVE);
      // The ten keep working; a revoked key frees its place.
      assert.equal((await server.get('/api/v1/balance', keys[9]!.Secret)).status, 200);
      assert.equal((await server.post(`/api/ApiKeys/Revoke?id=${keys[0]!.id}`, undefined, dealer)).status, 200);
      await createKey(server, dealer, 'Replacement');
      assert.equal((await server.post<ErrorBody>('/api/ApiKeys', { Name: 'Again' }, dealer)).status, 409);
    });
  });
});
