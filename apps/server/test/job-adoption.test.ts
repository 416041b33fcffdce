import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'kysely';
import { bulkFileReading, bulkRun, bulkZipPreparation } from '../src/features/bulk/jobs.ts';
import { demo, individual, server, useTestServer } from './support/harness.ts';
import { nextWaitingRun } from './support/jobs.ts';
import { paymentRow, startBuyerPack } from './support/payments.ts';

// The worker is started by the test itself, as a new version's worker starts on an older version's rows.
useTestServer({ env: { RUN_WORKER: 'false' }, login: ['individual'] });

it('gives each bulk batch still reading, running or drawing its reports a run again when a worker starts', async () => {
  const owner = await server.user(demo.company.username);
  const batch = (state: { status: 'reading' | 'running' | 'done'; reports?: 'preparing' }) =>
    server.db
      .insertInto('bulk_batches')
      .values({ user_id: owner.id, file_name: 'plates.csv', total: 0, ...state })
      .returning('id')
      .executeTakeFirstOrThrow();
  const reading = await batch({ status: 'reading' });
  const running = await batch({ status: 'running' });
  const preparing = await batch({ status: 'done', reports: 'preparing' });
  const finished = await batch({ status: 'done' });
  const adopted = async (job: typeof bulkRun) =>
    ((await job.adopt?.(server.db)) ?? []).map(({ input, key }) => [input.batchId, key]);
  const [read, run, zip] = await Promise.all([adopted(bulkFileReading), adopted(bulkRun), adopted(bulkZipPreparation)]);
  assert.deepEqual(read, [[reading.id, String(reading.id)]]);
  assert.deepEqual(run, [[running.id, String(running.id)]]);
  assert.deepEqual(zip, [[preparing.id, String(preparing.id)]]);
  assert.ok(![...read, ...run, ...zip].some(([id]) => id === finished.id), 'a finished batch has no work left');
  const made = [reading, running, preparing, finished].map(({ id }) => id);
  await server.db.deleteFrom('bulk_batches').where('id', 'in', made).execute();
});

it('queues a follow-up for a Pending payment an earlier version left without a run, when the worker starts', async () => {
  const created = await startBuyerPack(server, individual);
  const { id } = await paymentRow(server, created.body.id);
  assert.ok(await nextWaitingRun(server, 'payment-follow-up', { paymentId: id }), 'queued with the payment');

  // An earlier version swept for Pending payments: its rows have no run of their own.
  await sql`delete from pgboss.job where name = 'payment-follow-up'`.execute(server.db);
  assert.equal(await nextWaitingRun(server, 'payment-follow-up', { paymentId: id }), undefined);

  await server.worker.work();
  // Taken at once, the adopted run finds the payment too young to ask about and queues its first look.
  const queuedAgain = async () => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const next = await nextWaitingRun(server, 'payment-follow-up', { paymentId: id });
      if (next && next.getTime() > Date.now() + 60_000) return next;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return undefined;
  };
  assert.ok(await queuedAgain(), 'queued again at the start');
  const waiting = await sql<{ count: number }>`select count(*)::int as count from pgboss.job
    where name = 'payment-follow-up' and state in ('created', 'retry')
      and data @> ${JSON.stringify({ paymentId: id })}::jsonb`.execute(server.db);
  assert.equal(waiting.rows[0]?.count, 1, 'one waiting run');
});
