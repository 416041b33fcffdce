import assert from 'node:assert/strict';
import { it } from 'node:test';
import { sql } from 'kysely';
import { individual, server, useTestServer } from './support/harness.ts';
import { nextWaitingRun } from './support/jobs.ts';
import { paymentRow, startBuyerPack } from './support/payments.ts';

// The worker is started by the test itself, as a new version's worker starts on an older version's rows.
useTestServer({ env: { RUN_WORKER: 'false' }, login: ['individual'] });

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
