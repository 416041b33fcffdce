import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

type Q = Kysely<DB>;

export const companyOfUser = async (db: Q, userId: number) =>
  (await db.selectFrom('users').select('company_id').where('id', '=', userId).executeTakeFirstOrThrow()).company_id;

export async function setTransactionNo(trx: Q, paymentId: number, documentNo: string) {
  await trx.updateTable('payments').set({ transaction_no: documentNo }).where('id', '=', paymentId).execute();
}
