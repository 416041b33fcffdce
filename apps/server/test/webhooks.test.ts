import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import type { BulkBatch, CreatedWebhook, WebhookDelivery, WebhookRow } from '@portal/contract';
import { sql } from 'kysely';
import { describeReport, importFile } from '../src/imports/import.ts';
import { purgeExpired, retention } from '../src/platform/retention.ts';
import { company, individual, server, useTestServer } from './support/harness.ts';
import { upload } from './support/uploads.ts';
import { fromPortal, startWebhookReceiver } from './support/webhook-receiver.ts';

type ErrorBody = { Code: string; Message: string; errorCodes?: Record<string, string> };

const receiver = await startWebhookReceiver();
after(() => receiver.close());
useTestServer({ login: ['company', 'individual'] });

const register = async (Url: string) => {
  const answer = await server.post<CreatedWebhook & ErrorBody>('/api/Webhooks', { Url }, company);
  return answer;
};
const deliveriesOf = async (id: number) =>
  (await server.get<WebhookDelivery[]>(`/api/Webhooks/Deliveries?id=${id}`, company)).body;

let endpoint: CreatedWebhook;

describe('registering an endpoint', () => {
  it('refuses an address that is not HTTPS or not on the Internet, and an individual account, writing nothing', async () => {
    const before = await server.countRows('webhook_endpoints');
    const plain = await register('http://stock.example/events');
    assert.equal(plain.status, 400);
    assert.equal(plain.body.errorCodes?.Url, 'WEBHOOK_URL_NOT_HTTPS');
    for (const inside of ['https://10.0.0.5/hook', 'https://169.254.169.254/latest/meta-data', 'https://[fd00::1]/e']) {
      const refused = await register(inside);
      assert.equal(refused.status, 400, inside);
      assert.equal(refused.body.errorCodes?.Url, 'WEBHOOK_URL_NOT_PUBLIC', inside);
    }
    const notUrl = await register('stock system');
    assert.equal(notUrl.status, 400);
    assert.equal(notUrl.body.errorCodes?.Url, 'URL_INVALID');
    const byIndividual = await server.post<ErrorBody>('/api/Webhooks', { Url: 'https://x.example/e' }, individual);
    assert.equal(byIndividual.status, 403);
    assert.equal(byIndividual.body.Code, 'API_KEYS_COMPANY_ONLY');
    assert.equal(await server.countRows('webhook_endpoints'), before);
  });

  it('answers the signing secret once, lists the endpoint by the secret’s first characters, and audits it', async () => {
    // Plain HTTP to this machine is taken in demo mode only (a laptop's receiver), as docs/api.md says.
    const created = await register(receiver.url);
    assert.equal(created.status, 200, JSON.stringify(created.body));
    endpoint = created.body;
    assert.match(endpoint.Secret, /^whsec_[A-Za-z0-9_-]{43}$/);
    const list = (await server.get<WebhookRow[]>('/api/Webhooks', company)).body;
    assert.deepEqual(
      list.map((row) => [row.Url, row.SecretPrefix, 'Secret' in row]),
      [[receiver.url, endpoint.Secret.slice(0, 12), false]],
    );
    assert.deepEqual(
      (await server.auditRows('webhook', endpoint.id)).map((row) => row.action),
      ['create'],
    );
  });
});

describe('deliveries', () => {
  it('sends the test event signed as docs/api.md says; a receiver following it accepts it and nothing altered', async () => {
    const sent = await server.post<WebhookDelivery>(`/api/Webhooks/Test?id=${endpoint.id}`, undefined, company);
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    assert.equal(sent.body.State, 'pending');
    const request = await receiver.until(1);
    assert.equal(request.event.type, 'test');
    assert.match(request.event.id, /^evt_/);
    assert.equal(request.headers['portal-event'], 'test');
    const signature = String(request.headers['portal-signature']);
    assert.equal(fromPortal(endpoint.Secret, signature, request.rawBody), true);
    // The recipe refuses a changed body, another secret, and the same request six minutes later.
    assert.equal(fromPortal(endpoint.Secret, signature, request.rawBody.replace('test', 'tost')), false);
    assert.equal(fromPortal(`${endpoint.Secret}x`, signature, request.rawBody), false);
    assert.equal(fromPortal(endpoint.Secret, signature, request.rawBody, Date.now() + 6 * 60_000), false);

    const [logged] = await untilDeliveries(endpoint.id, (rows) => rows[0]?.State === 'delivered');
    assert.deepEqual(
      { id: logged?.id, Event: logged?.Event, Attempts: logged?.Attempts, LastStatus: logged?.LastStatus },
      { id: sent.body.id, Event: 'test', Attempts: 1, LastStatus: 200 },
    );
    assert.equal(request.headers['portal-delivery'], String(sent.body.id));
  });

  it('tries a refused delivery again later (backoff through the job queue), with the same event id', async () => {
    const first = receiver.received.length;
    receiver.answerNext(500);
    const sent = await server.post<WebhookDelivery>(`/api/Webhooks/Test?id=${endpoint.id}`, undefined, company);
    const refused = await receiver.until(first + 1);
    const [waiting] = await untilDeliveries(endpoint.id, (rows) => rows[0]?.LastStatus === 500);
    assert.deepEqual(
      { id: waiting?.id, State: waiting?.State, Attempts: waiting?.Attempts, LastError: waiting?.LastError },
      { id: sent.body.id, State: 'pending', Attempts: 1, LastError: 'HTTP 500' },
    );
    // The next attempt waits about 30 seconds; the test moves the clock's due time instead of waiting for it.
    const waitSeconds = (Date.parse(waiting?.NextAttemptAt ?? '') - Date.now()) / 1000;
    assert.ok(waitSeconds > 20 && waitSeconds <= 31, `${waitSeconds} s`);
    await server.db
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: sql<Date>`now()` })
      .where('id', '=', sent.body.id)
      .execute();
    const retried = await receiver.until(first + 2);
    assert.equal(retried.event.id, refused.event.id);
    assert.equal(fromPortal(endpoint.Secret, String(retried.headers['portal-signature']), retried.rawBody), true);
    const [delivered] = await untilDeliveries(endpoint.id, (rows) => rows[0]?.State === 'delivered');
    assert.deepEqual([delivered?.Attempts, delivered?.LastStatus], [2, 200]);
  });

  it('tells the endpoint of a watched vehicle’s new claims (watch.new_claims)', async () => {
    const first = receiver.received.length;
    const unikey = await server.buyCheck('BMK8821', company);
    assert.equal((await server.post(`/api/Watch?unikey=${unikey}`, undefined, company)).status, 200);
    const vehicle = await server.db
      .selectFrom('vehicles')
      .select(['chassis_no', 'registration_no'])
      .where('registration_no_key', '=', 'BMK8821')
      .executeTakeFirstOrThrow();
    const folder = await mkdtemp(path.join(tmpdir(), 'portal-webhook-'));
    try {
      const file = path.join(folder, 'claims.csv');
      await writeFile(
        file,
        [
          'Insurer,ClaimNo,ChassisNo,RegistrationNo,AccidentLossDate,EstimateAuthorized,SumInsured,ClaimTypeDesc',
          `Etiqa General Insurance Berhad,ETQ-H1,${vehicle.chassis_no},${vehicle.registration_no},2026-10-02,"3,200.00",52000,OWN DAMAGE`,
        ].join('\r\n'),
      );
      const report = await importFile(server.db, 'claims', file, {
        publicUrl: server.config.publicUrl,
        jobs: server.worker,
      });
      assert.equal(report.written, true, describeReport(report));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    const request = await receiver.until(first + 1);
    assert.equal(request.event.type, 'watch.new_claims');
    assert.deepEqual([request.event.data.vehicle, request.event.data.newClaims], [vehicle.registration_no, 1]);
    assert.equal(fromPortal(endpoint.Secret, String(request.headers['portal-signature']), request.rawBody), true);
  });

  it('tells the endpoint that a bulk check finished (bulk.finished)', async () => {
    const first = receiver.received.length;
    const [vehicle] = await server.db
      .selectFrom('vehicles')
      .select([sql<string>`min(registration_no)`.as('plate')])
      .groupBy('registration_no_key')
      .having(sql`count(*)`, '=', 1)
      .orderBy('registration_no_key', 'desc')
      .limit(1)
      .execute();
    assert.ok(vehicle);
    const file = { name: 'list.csv', bytes: new TextEncoder().encode(vehicle.plate), type: 'text/csv' };
    const sent = await upload<BulkBatch>(server, '/api/Bulk', [file], company);
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    const read = await untilBatch(sent.body.id, (batch) => batch.Status === 'preview');
    assert.equal(read.Counts.Found, 1, JSON.stringify(read));
    const confirmed = await server.post(`/api/Bulk/${sent.body.id}/Confirm`, { AgreeTerms: true }, company);
    assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body));
    const request = await receiver.until(first + 1);
    assert.equal(request.event.type, 'bulk.finished');
    assert.equal(request.event.data.bulkId, sent.body.id);
    assert.equal((await untilBatch(sent.body.id, (batch) => batch.Status === 'done')).Charged, 1);
  });

  it('keeps a delivered or failed delivery 30 days in the log, a pending one until it is sent', async () => {
    const aged = (state: 'delivered' | 'failed' | 'pending') =>
      server.db
        .insertInto('webhook_deliveries')
        .values({
          endpoint_id: endpoint.id,
          event: 'test',
          payload: '{}',
          state,
          created_at: sql<Date>`now() - make_interval(days => ${retention.webhookDeliveryDays + 1})`,
          next_attempt_at: sql<Date>`now() + make_interval(days => 1)`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const [delivered, failed, pending] = [await aged('delivered'), await aged('failed'), await aged('pending')];
    assert.equal((await purgeExpired(server.db)).webhookDeliveries, 2);
    const left = await server.db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('id', 'in', [delivered.id, failed.id, pending.id])
      .execute();
    assert.deepEqual(
      left.map((row) => row.id),
      [pending.id],
    );
    await server.db.deleteFrom('webhook_deliveries').where('id', '=', pending.id).execute();
  });

  it('stops delivering to a removed endpoint, and says the endpoint is gone afterwards', async () => {
    const removed = await server.post<WebhookRow>(`/api/Webhooks/Remove?id=${endpoint.id}`, undefined, company);
    assert.equal(removed.status, 200);
    assert.deepEqual((await server.get<WebhookRow[]>('/api/Webhooks', company)).body, []);
    const again = await server.post<ErrorBody>(`/api/Webhooks/Test?id=${endpoint.id}`, undefined, company);
    assert.equal(again.status, 404);
    assert.equal(again.body.Code, 'WEBHOOK_NOT_FOUND');
  });
});

/** The bulk batch, read until `done` says so (bounded: the worker reads and runs it by itself). */
async function untilBatch(id: number, done: (batch: BulkBatch) => boolean) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const batch = (await server.get<BulkBatch>(`/api/Bulk/${id}`, company)).body;
    if (done(batch)) return batch;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `the bulk batch did not get there: ${JSON.stringify((await server.get(`/api/Bulk/${id}`, company)).body)}`,
  );
}

/** The delivery log, read until `done` says so (bounded: the worker sweeps every 2 s, and at once when poked). */
async function untilDeliveries(id: number, done: (rows: WebhookDelivery[]) => boolean) {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const rows = await deliveriesOf(id);
    if (done(rows)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the delivery log did not get there: ${JSON.stringify(await deliveriesOf(id))}`);
}
