import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CreatedApiKey, V1Balance, V1CheckAnswer } from '@portal/contract';
import { sql } from 'kysely';
import { SHOWCASE, showcasePlates, showcaseVehicles } from '../src/domain/showcase.ts';
import { admin, company, demo, individual, server, useTestServer } from './support/harness.ts';

useTestServer({ login: ['individual', 'company', 'admin'], ledgerChecked: 'after each test' });

type ErrorBody = { Code: string; Message: string; errorCodes?: Record<string, string> };

const createKey = async (token: string, Name: string, Test = false) => {
  const answer = await server.post<CreatedApiKey>('/api/ApiKeys', { Name, Test }, token);
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body;
};
const postCheck = (key: string, body: unknown, idempotencyKey?: string) =>
  server.call<V1CheckAnswer & ErrorBody>('POST', '/api/v1/checks', {
    body,
    token: key,
    ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
  });
const dealerCredit = () => server.creditBalance(demo.company.username);
const ledgerRows = () => server.countRows('transactions');

describe('API keys', () => {
  it('shows the secret once, lists the key by its prefix, and keeps only its hash', async () => {
    const key = await createKey(company, 'Stock system');
    assert.match(key.Secret, /^live_[A-Za-z0-9_-]{43}$/);
    assert.equal(key.Prefix, key.Secret.slice(0, 12));
    const list = await server.get<Record<string, unknown>[]>('/api/ApiKeys', company);
    const listed = list.body.find((row) => row.id === key.id);
    assert.ok(listed);
    assert.equal(listed.Prefix, key.Prefix);
    assert.equal(listed.LastUsedAt, null);
    assert.equal('Secret' in listed, false);
    const stored = await server.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', key.id)
      .executeTakeFirstOrThrow();
    assert.notEqual(stored.secret_hash, key.Secret);
    assert.equal(JSON.stringify(stored).includes(key.Secret), false);
    const audit = await server.auditRows('api_keys', key.id);
    assert.deepEqual(
      audit.map((row) => row.action),
      ['create'],
    );
  });

  it('refuses an individual with 403 and a code', async () => {
    const answer = await server.post<ErrorBody>('/api/ApiKeys', { Name: 'Mine' }, individual);
    assert.equal(answer.status, 403);
    assert.equal(answer.body.Code, 'API_KEYS_COMPANY_ONLY');
    assert.equal((await server.get<ErrorBody>('/api/ApiKeys', individual)).body.Code, 'API_KEYS_COMPANY_ONLY');
  });
});

describe('authentication', () => {
  it('answers 401 with a code to a wrong key and to no key', async () => {
    const wrong = await server.call<ErrorBody>('GET', '/api/v1/balance', { token: 'live_made-up' });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.Code, 'API_KEY_INVALID');
    const none = await server.call<ErrorBody>('GET', '/api/v1/balance');
    assert.equal(none.status, 401);
    assert.equal(none.body.Code, 'UNAUTHORISED');
  });

  it('does not take a session token as an API key, nor an API key as a session', async () => {
    assert.equal((await server.get<ErrorBody>('/api/v1/balance', company)).body.Code, 'API_KEY_INVALID');
    const key = await createKey(company, 'Not a session');
    assert.equal((await server.get('/api/ApiKeys', key.Secret)).status, 401);
  });

  it('stamps the last use, and answers 401 to a revoked key (audited), charging nothing', async () => {
    const key = await createKey(company, 'To revoke');
    const balance = await server.get<V1Balance>('/api/v1/balance', key.Secret);
    assert.equal(balance.status, 200);
    assert.equal(balance.body.credit, await dealerCredit());
    const listed = (await server.get<{ id: number; LastUsedAt: string | null }[]>('/api/ApiKeys', company)).body;
    assert.ok(listed.find((row) => row.id === key.id)?.LastUsedAt);

    assert.equal((await server.post(`/api/ApiKeys/Revoke?id=${key.id}`, undefined, company)).status, 200);
    const credit = await dealerCredit();
    const rows = await ledgerRows();
    const answer = await postCheck(key.Secret, { registrationNo: SHOWCASE.severe });
    assert.equal(answer.status, 401);
    assert.equal(answer.body.Code, 'API_KEY_INVALID');
    assert.equal(await dealerCredit(), credit);
    assert.equal(await ledgerRows(), rows);
    assert.equal((await server.post(`/api/ApiKeys/Revoke?id=${key.id}`, undefined, company)).status, 404);
    const audit = await server.auditRows('api_keys', key.id);
    assert.deepEqual(
      audit.map((row) => row.action),
      ['create', 'update'],
    );
  });

  it('does not let one company revoke another user’s key', async () => {
    const key = await createKey(admin, 'Admin key');
    const answer = await server.post<ErrorBody>(`/api/ApiKeys/Revoke?id=${key.id}`, undefined, company);
    assert.equal(answer.status, 404);
    assert.equal((await server.get('/api/v1/balance', key.Secret)).status, 200);
  });
});

describe('POST /api/v1/checks', () => {
  let live: string;
  before(async () => {
    live = (await createKey(company, 'Live')).Secret;
  });

  it('charges one check like a web check and answers the reference, the report link and the PDF by reference', async () => {
    const credit = await dealerCredit();
    const perCheck = (await server.get<V1Balance>('/api/v1/balance', live)).body.creditPerCheck;
    const answer = await postCheck(live, { registrationNo: 'bmk-8821' });
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.match(answer.body.reference, /CHK/);
    assert.equal(answer.body.chassisNo, SHOWCASE.severeChassis);
    assert.equal(answer.body.test, false);
    assert.match(answer.body.reportUrl ?? '', /\/check\/check\//);
    assert.equal(answer.body.chargedCredit, perCheck);
    assert.equal(await dealerCredit(), credit - perCheck);

    const again = await server.get<V1CheckAnswer>(`/api/v1/checks/${answer.body.reference}`, live);
    assert.equal(again.status, 200);
    assert.equal(again.body.reference, answer.body.reference);
    const pdf = await server.call<string>('GET', `/api/v1/checks/${answer.body.reference}/pdf`, { token: live });
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    assert.equal((await server.get(`/api/v1/checks/CHK-NO-SUCH/pdf`, live)).status, 404);
  });

  it('refuses both numbers, and neither, with 400 and the search codes, recording nothing', async () => {
    const checks = await server.countRows('checks');
    const both = await postCheck(live, { registrationNo: SHOWCASE.severe, chassisNo: SHOWCASE.severeChassis });
    assert.equal(both.status, 400);
    assert.equal(both.body.errorCodes?.chassisNo, 'SEARCH_BOTH_FIELDS');
    const neither = await postCheck(live, {});
    assert.equal(neither.status, 400);
    assert.equal(neither.body.errorCodes?.registrationNo, 'SEARCH_FIELD_MISSING');
    assert.equal(await server.countRows('checks'), checks);
  });

  it('answers a vehicle not found with 404, free', async () => {
    const credit = await dealerCredit();
    const rows = await ledgerRows();
    const answer = await postCheck(live, { registrationNo: SHOWCASE.notFound });
    assert.equal(answer.status, 404);
    assert.equal(answer.body.Code, 'VEHICLE_NOT_FOUND');
    assert.equal(await dealerCredit(), credit);
    assert.equal(await ledgerRows(), rows);
  });

  it('refuses too little credit with 402 and the product’s words, changing nothing', async () => {
    const key = (await createKey(admin, 'No credit')).Secret;
    assert.equal(await server.creditBalance(demo.admin.username), 0);
    const rows = await ledgerRows();
    const searches = () =>
      server.db
        .selectFrom('checks as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('u.email', '=', demo.admin.username)
        .executeTakeFirstOrThrow();
    const searchesBefore = await searches();
    const answer = await postCheck(key, { chassisNo: SHOWCASE.severeChassis });
    assert.equal(answer.status, 402);
    assert.equal(answer.body.Code, 'API_CREDIT_INSUFFICIENT');
    assert.equal(answer.body.Message, 'Credit insufficient!');
    assert.equal(await server.creditBalance(demo.admin.username), 0);
    assert.equal(await ledgerRows(), rows);
    assert.deepEqual(await searches(), searchesBefore, 'no search recorded');
  });

  it('answers a report the company already holds free (200, alreadyOwned), and buys a new one when asked fresh', async () => {
    const [vehicle] = await server.db
      .selectFrom('vehicles')
      .select('chassis_no')
      .where('chassis_no', 'not in', [SHOWCASE.severeChassis])
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    assert.ok(vehicle);
    const bought = await postCheck(live, { chassisNo: vehicle.chassis_no });
    assert.equal(bought.status, 201, JSON.stringify(bought.body));
    assert.equal(bought.body.alreadyOwned, false);

    const credit = await dealerCredit();
    const rows = await ledgerRows();
    const owned = await postCheck(live, { chassisNo: vehicle.chassis_no });
    assert.equal(owned.status, 200, JSON.stringify(owned.body));
    assert.equal(owned.body.alreadyOwned, true);
    assert.equal(owned.body.reference, bought.body.reference);
    // This call charged nothing; what the purchase cost is its own field.
    assert.equal(owned.body.chargedCredit, 0);
    assert.equal(owned.body.chargedSen, null);
    assert.deepEqual(owned.body.firstCharge, { credit: bought.body.chargedCredit, sen: null });
    assert.deepEqual(bought.body.firstCharge, { credit: bought.body.chargedCredit, sen: null });
    assert.equal(await dealerCredit(), credit);
    assert.equal(await ledgerRows(), rows);

    const fresh = await postCheck(live, { chassisNo: vehicle.chassis_no, fresh: true });
    assert.equal(fresh.status, 201, JSON.stringify(fresh.body));
    assert.equal(fresh.body.alreadyOwned, false);
    assert.notEqual(fresh.body.reference, bought.body.reference);
    assert.equal(await dealerCredit(), credit - (fresh.body.chargedCredit ?? 0));
    assert.equal(await ledgerRows(), rows + 1);
  });

  it('says 0 sen on a postpaid repeat, the first purchase’s sen in firstCharge', async () => {
    const postpaid = (on: boolean) =>
      server.db
        .updateTable('users')
        .set({ is_postpaid: on, postpaid_rate_sen: on ? 2000 : null })
        .where('email', '=', demo.company.username)
        .execute();
    const [vehicle] = await server.db
      .selectFrom('vehicles')
      .select('chassis_no')
      .where('chassis_no', 'not in', [SHOWCASE.severeChassis])
      .orderBy('id', 'desc')
      .offset(1)
      .limit(1)
      .execute();
    assert.ok(vehicle);
    await postpaid(true);
    try {
      const bought = await postCheck(live, { chassisNo: vehicle.chassis_no });
      assert.equal(bought.status, 201, JSON.stringify(bought.body));
      assert.deepEqual([bought.body.chargedCredit, bought.body.chargedSen], [null, 2000]);
      const owned = await postCheck(live, { chassisNo: vehicle.chassis_no });
      assert.equal(owned.status, 200, JSON.stringify(owned.body));
      assert.deepEqual(
        {
          alreadyOwned: owned.body.alreadyOwned,
          chargedCredit: owned.body.chargedCredit,
          chargedSen: owned.body.chargedSen,
        },
        { alreadyOwned: true, chargedCredit: null, chargedSen: 0 },
      );
      assert.deepEqual(owned.body.firstCharge, { credit: null, sen: 2000 });
      const again = await server.get<V1CheckAnswer>(`/api/v1/checks/${bought.body.reference}`, live);
      assert.deepEqual([again.body.chargedSen, again.body.firstCharge], [2000, { credit: null, sen: 2000 }]);
    } finally {
      await postpaid(false);
    }
  });

  it('answers a test key only for the demo vehicles, never charging', async () => {
    const test = await createKey(company, 'Sandbox', true);
    assert.match(test.Secret, /^test_/);
    const credit = await dealerCredit();
    const rows = await ledgerRows();
    const demoAnswer = await postCheck(test.Secret, { registrationNo: SHOWCASE.severe });
    assert.equal(demoAnswer.status, 201);
    assert.equal(demoAnswer.body.test, true);
    assert.equal(demoAnswer.body.chargedCredit, null);

    const [real] = await server.db
      .selectFrom('vehicles')
      .select('registration_no')
      .where('chassis_no', 'not in', [SHOWCASE.severeChassis])
      .where('registration_no', 'not in', showcasePlates)
      .limit(1)
      .execute();
    assert.ok(real, 'the demo data holds vehicles beyond the showcase');
    const refused = await postCheck(test.Secret, { registrationNo: real.registration_no });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.Code, 'API_TEST_KEY_DEMO_ONLY');
    // The refusal names every vehicle a test key answers, by plate and chassis number.
    for (const shown of showcaseVehicles) {
      assert.ok(refused.body.Message.includes(`${shown.registrationNo} (${shown.chassisNo})`), refused.body.Message);
    }
    assert.equal(await dealerCredit(), credit);
    assert.equal(await ledgerRows(), rows);
  });
});

describe('Idempotency-Key', () => {
  let live: string;
  before(async () => {
    live = (await createKey(company, 'Retries')).Secret;
  });

  it('answers a replay with the first answer and charges once; another body with the same key is 422', async () => {
    const credit = await dealerCredit();
    const first = await postCheck(live, { registrationNo: SHOWCASE.noClaims }, 'order-1');
    assert.equal(first.status, 201);
    const replay = await postCheck(live, { registrationNo: SHOWCASE.noClaims }, 'order-1');
    assert.equal(replay.status, 201);
    assert.deepEqual(replay.body, first.body);
    assert.equal(replay.headers.get('idempotent-replayed'), 'true');
    assert.equal(await dealerCredit(), credit - (first.body.chargedCredit ?? 0));

    const rows = await ledgerRows();
    const conflict = await postCheck(live, { registrationNo: SHOWCASE.movedPlate }, 'order-1');
    assert.equal(conflict.status, 422);
    assert.equal(conflict.body.Code, 'IDEMPOTENCY_KEY_REUSED');
    assert.equal(await ledgerRows(), rows);
  });

  it('charges once for 20 identical POSTs at the same time', async () => {
    const credit = await dealerCredit();
    const rows = await ledgerRows();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postCheck(live, { chassisNo: SHOWCASE.severeChassis, fresh: true }, 'burst-20')),
    );
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array(20).fill(201),
    );
    assert.equal(new Set(answers.map((answer) => answer.body.reference)).size, 1);
    assert.equal(await ledgerRows(), rows + 1);
    assert.equal(await dealerCredit(), credit - (answers[0]?.body.chargedCredit ?? 0));
  });
});

describe('Idempotency-Key after a crash', () => {
  const body = { chassisNo: SHOWCASE.severeChassis, fresh: true };
  let live: string;
  let apiKeyId: number;
  let requestHash: string;
  before(async () => {
    const key = await createKey(company, 'Crashes');
    live = key.Secret;
    apiKeyId = key.id;
    assert.equal((await postCheck(live, body, 'first')).status, 201);
    const stored = await server.db
      .selectFrom('api_idempotency')
      .select('request_hash')
      .where('api_key_id', '=', apiKeyId)
      .where('idempotency_key', '=', 'first')
      .executeTakeFirstOrThrow();
    requestHash = stored.request_hash;
  });

  /**
   * What a process killed during a check with this body leaves: the key claimed, no answer (and so, the charge and
   * the answer committing together, no charge), its lease ending in `seconds` (negative: ended). Written directly;
   * idempotency-crash.test.ts makes it with a real kill -9.
   */
  const abandonedKey = (idempotencyKey: string, seconds: number) =>
    server.db
      .insertInto('api_idempotency')
      .values({
        api_key_id: apiKeyId,
        idempotency_key: idempotencyKey,
        request_hash: requestHash,
        locked_until: sql<Date>`now() + make_interval(secs => ${seconds})`,
      })
      .execute();
  const keptAnswer = (idempotencyKey: string) =>
    server.db
      .selectFrom('api_idempotency')
      .select(['status_code', 'answer', 'attempt'])
      .where('api_key_id', '=', apiKeyId)
      .where('idempotency_key', '=', idempotencyKey)
      .executeTakeFirstOrThrow();

  it('runs an abandoned key again once its lease has ended: the outcome, charged once, kept for the next retry', async () => {
    await abandonedKey('abandoned', -1);
    const credit = await dealerCredit();
    const rows = await ledgerRows();
    const retry = await postCheck(live, body, 'abandoned');
    assert.equal(retry.status, 201, JSON.stringify(retry.body));
    assert.equal(retry.headers.get('idempotent-replayed'), null);
    assert.equal(await dealerCredit(), credit - (retry.body.chargedCredit ?? 0));
    assert.equal(await ledgerRows(), rows + 1);
    const kept = await keptAnswer('abandoned');
    assert.equal(kept.status_code, 201);
    assert.equal(kept.attempt, 2);

    const again = await postCheck(live, body, 'abandoned');
    assert.equal(again.status, 201);
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    assert.deepEqual(again.body, retry.body);
    assert.equal(await ledgerRows(), rows + 1);
  });

  it('refuses another body with an abandoned key (422), taking nothing over', async () => {
    await abandonedKey('abandoned-other-body', -1);
    const rows = await ledgerRows();
    const answer = await postCheck(live, { registrationNo: SHOWCASE.movedPlate }, 'abandoned-other-body');
    assert.equal(answer.status, 422);
    assert.equal(answer.body.Code, 'IDEMPOTENCY_KEY_REUSED');
    assert.equal(await ledgerRows(), rows);
    assert.equal((await keptAnswer('abandoned-other-body')).attempt, 1);
  });

  it('answers a retry during the lease 409 with Retry-After, and the outcome after it', async () => {
    const lease = 7;
    await abandonedKey('leased', lease);
    const credit = await dealerCredit();
    const busy = await postCheck(live, body, 'leased');
    assert.equal(busy.status, 409);
    assert.equal(busy.body.Code, 'IDEMPOTENCY_KEY_IN_PROGRESS');
    const retryAfter = Number(busy.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= lease, `Retry-After ${retryAfter}`);
    assert.equal(await dealerCredit(), credit);

    await sleep(retryAfter * 1000);
    const answer = await postCheck(live, body, 'leased');
    assert.equal(answer.status, 201, JSON.stringify(answer.body));
    assert.equal(await dealerCredit(), credit - (answer.body.chargedCredit ?? 0));
  });

  it('lets one of 10 retries at once take an abandoned key over: one debit, one answer for all', async () => {
    await abandonedKey('abandoned-burst', -1);
    const rows = await ledgerRows();
    const answers = await Promise.all(Array.from({ length: 10 }, () => postCheck(live, body, 'abandoned-burst')));
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array(10).fill(201),
    );
    assert.equal(new Set(answers.map((answer) => answer.body.reference)).size, 1);
    assert.equal(await ledgerRows(), rows + 1);
    assert.equal((await keptAnswer('abandoned-burst')).attempt, 2);
  });

  it('charges only the retry that took over the key of a request that outlived its lease (PostgreSQL)', {
    skip: process.env.TEST_DATABASE_URL ? false : 'PGlite is one connection: nothing can hold a request mid-charge',
  }, async () => {
    const credit = await dealerCredit();
    const rows = await ledgerRows();
    const waitingCharges = async () =>
      (
        await sql<{ count: number }>`select count(*)::int as count from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`.execute(server.db)
      ).rows[0]?.count;
    const until = async (condition: () => Promise<boolean>) => {
      while (!(await condition())) await sleep(20);
    };
    const [first, second] = await server.db.transaction().execute(async (trx) => {
      // The dealer's row held: a check claims its key, starts its charge and waits.
      await trx.selectFrom('users').select('id').where('email', '=', demo.company.username).forUpdate().execute();
      const first = postCheck(live, body, 'outlived');
      await until(async () => (await waitingCharges()) === 1);
      await server.db
        .updateTable('api_idempotency')
        .set({ locked_until: sql<Date>`now() - interval '1 second'` })
        .where('api_key_id', '=', apiKeyId)
        .where('idempotency_key', '=', 'outlived')
        .execute();
      const second = postCheck(live, body, 'outlived');
      await until(async () => (await waitingCharges()) === 2);
      assert.equal((await keptAnswer('outlived')).attempt, 2, 'the retry took the key over');
      return [first, second];
    });
    const answers = await Promise.all([first, second]);
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [201, 201],
    );
    assert.equal(answers[0].body.reference, answers[1].body.reference, 'the first answers the retry’s check');
    assert.equal(await ledgerRows(), rows + 1);
    assert.equal(await dealerCredit(), credit - (answers[1].body.chargedCredit ?? 0));
  });
});
