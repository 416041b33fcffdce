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
