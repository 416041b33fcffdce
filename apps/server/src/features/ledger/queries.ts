import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, TransactionsTable } from '../../db/schema.ts';
import { takeDocumentNo } from '../numbering/queries.ts';

type NewTransaction = Omit<Insertable<TransactionsTable>, 'document_no'> & { type: 1 | 2 | 3 };

/** Writes a ledger row with the next TRX number, inside the caller's transaction. */
export async function recordTransaction(trx: Kysely<Database>, row: NewTransaction) {
  const documentNo = await takeDocumentNo(trx, 'TRX');
  await trx
    .insertInto('transactions')
    .values({ ...row, document_no: documentNo })
    .execute();
  return documentNo;
}

/**
 * Takes credit only if the balance covers it, in one statement, so concurrent debits can
 * never take the balance below zero. Answers the new balance, or nothing when it is short.
 */
export async function debitCredit(trx: Kysely<Database>, userId: number, credit: number) {
  const row = await trx
    .updateTable('users')
    .set({ credit: sql`credit - ${credit}`, updated_at: sql`now()` })
    .where('id', '=', userId)
    .where('credit', '>=', credit)
    .returning('credit')
    .executeTakeFirst();
  return row?.credit;
}

/** Adds credit and writes its ledger row (type 2) in the caller's transaction; answers the new balance. */
export async function grantCredit(trx: Kysely<Database>, userId: number, credit: number, description: string) {
  const row = await trx
    .updateTable('users')
    .set({ credit: sql`credit + ${credit}`, updated_at: sql`now()` })
    .where('id', '=', userId)
    .returning(['credit', 'company_id', 'referral_code'])
    .executeTakeFirstOrThrow();
  await recordTransaction(trx, {
    type: 2,
    user_id: userId,
    company_id: row.company_id,
    description,
    credit,
    credit_balance: row.credit,
    referral_code: row.referral_code,
  });
  return row.credit;
}
