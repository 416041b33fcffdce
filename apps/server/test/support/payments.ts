import assert from 'node:assert/strict';
import type { CreditTopupAnswer } from '@portal/contract';
import { sql } from 'kysely';
import type { TestServer } from './harness.ts';

/** Makes a payment look created `minutes` ago, as if its callback never came. */
export const agePayment = (server: TestServer, publicId: string, minutes: number) =>
  server.db
    .updateTable('payments')
    .set({ created_at: sql`now() - make_interval(mins => ${minutes})` })
    .where('public_id', '=', publicId)
    .execute();

export const paymentRow = (server: TestServer, publicId: string) =>
  server.db.selectFrom('payments').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow();

type PaymentRow = Awaited<ReturnType<typeof paymentRow>>;

/** Pokes the worker until `done` holds for the payment (read from the database, not the status page, which settles by itself). */
export async function untilWorker(server: TestServer, publicId: string, done: (row: PaymentRow) => boolean) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    server.worker.poke();
    const row = await paymentRow(server, publicId);
    if (done(row)) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the worker did not settle payment ${publicId}`);
}

/**
 * The Buyer pack (5 credits, RM 100.00) bought and paid through the payment sandbox's page: answers the payment's
 * public id. `extra` joins the top-up's body (the payer's own name and contact, an e-invoice asked for, say).
 */
export async function buyBuyerPack(server: TestServer, token: string, extra: Record<string, unknown> = {}) {
  const created = await server.post<CreditTopupAnswer>(
    '/api/Payment/CreditTopup',
    { paymentName: 'Buyer', paymentEmail: 'buyer@example.com', paymentPhone: '0123456789', CreditSetupID: 2, ...extra },
    token,
  );
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const link = await server.post<{ url: string }>('/api/payment/CreatePaymentLink', { id: created.body.id }, token);
  assert.equal(link.status, 200, JSON.stringify(link.body));
  const paid = await server.call('POST', link.body.url, { form: { result: 'paid' } });
  assert.equal(paid.status, 303, 'the sandbox gateway takes the payment');
  return created.body.id;
}
