import assert from 'node:assert/strict';
import { after, afterEach, before, describe, it } from 'node:test';
import type { CreatedApiKey, V1Balance, V1CheckAnswer } from '@portal/contract';
import { SHOWCASE } from '../src/features/vehicles/showcase.ts';
import {
  countRows,
  creditBalance,
  demo,
  ledgerDifferences,
  loginDemoAccounts,
  startTestServer,
  type TestServer,
} from './support/harness.ts';

let server: TestServer;
let individual: string;
let company: string;
let admin: string;
before(async () => {
  server = await startTestServer();
  ({ individual, company, admin } = await loginDemoAccounts(server));
});
afterEach(async () => assert.deepEqual(await ledgerDifferences(server), []));
after(() => server.close());

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
const dealerCredit = () => creditBalance(server, demo.company.username);
const ledgerRows = () => countRows(server, 'transactions');

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
    const audit = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'api_keys')
      .where('entity_id', '=', String(key.id))
      .execute();
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
    const audit = await server.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'api_keys')
      .where('entity_id', '=', String(key.id))
      .orderBy('id')
      .execute();
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
    const checks = await countRows(server, 'checks');
    const both = await postCheck(live, { registrationNo: SHOWCASE.severe, chassisNo: SHOWCASE.severeChassis });
    assert.equal(both.status, 400);
    assert.equal(both.body.errorCodes?.chassisNo, 'SEARCH_BOTH_FIELDS');
    const neither = await postCheck(live, {});
    assert.equal(neither.status, 400);
    assert.equal(neither.body.errorCodes?.registrationNo, 'SEARCH_FIELD_MISSING');
    assert.equal(await countRows(server, 'checks'), checks);
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
    assert.equal(await creditBalance(server, demo.admin.username), 0);
    const rows = await ledgerRows();
    const answer = await postCheck(key, { chassisNo: SHOWCASE.severeChassis });
    assert.equal(answer.status, 402);
    assert.equal(answer.body.Code, 'API_CREDIT_INSUFFICIENT');
    assert.equal(answer.body.Message, 'Credit insufficient!');
    assert.equal(await creditBalance(server, demo.admin.username), 0);
    assert.equal(await ledgerRows(), rows);
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
    assert.equal(await dealerCredit(), credit);
    assert.equal(await ledgerRows(), rows);

    const fresh = await postCheck(live, { chassisNo: vehicle.chassis_no, fresh: true });
    assert.equal(fresh.status, 201, JSON.stringify(fresh.body));
    assert.equal(fresh.body.alreadyOwned, false);
    assert.notEqual(fresh.body.reference, bought.body.reference);
    assert.equal(await dealerCredit(), credit - (fresh.body.chargedCredit ?? 0));
    assert.equal(await ledgerRows(), rows + 1);
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
      .where('registration_no', 'not in', [SHOWCASE.noClaims, SHOWCASE.movedPlate, SHOWCASE.movedPlateOldCarNow])
      .limit(1)
      .execute();
    assert.ok(real, 'the demo data holds vehicles beyond the showcase');
    const refused = await postCheck(test.Secret, { registrationNo: real.registration_no });
    assert.equal(refused.status, 403);
    assert.equal(refused.body.Code, 'API_TEST_KEY_DEMO_ONLY');
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
