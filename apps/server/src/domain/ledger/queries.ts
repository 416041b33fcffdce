import type { Language } from '@portal/contract';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { DB, Transactions } from '../../db/schema.ts';
import { inSpan } from '../../platform/spans.ts';
import { takeDocumentNo } from '../numbering.ts';

type NewTransaction = Omit<Insertable<Transactions>, 'document_no'> & { type: 1 | 2 | 3 };

/** A trace shows where money moved: each change of a balance, and each ledger row, is a span of its own. */
const ledgerSpan = <T>(name: string, attributes: Record<string, number>, work: () => Promise<T>) =>
  inSpan(`ledger.${name}`, { attributes }, work);

/** Writes a ledger row with the next TRX number, inside the caller's transaction. */
export function recordTransaction(trx: Kysely<DB>, row: NewTransaction) {
  return ledgerSpan('record', { 'ledger.type': row.type }, async () => {
    const documentNo = await takeDocumentNo(trx, 'TRX');
    await trx
      .insertInto('transactions')
      .values({ ...row, document_no: documentNo })
      .execute();
    return documentNo;
  });
}

/**
 * Takes credit only if the balance covers it, in one statement, so concurrent debits can
 * never take the balance below zero. Answers the new balance, or nothing when it is short.
 */
export function debitCredit(trx: Kysely<DB>, userId: number, credit: number) {
  return ledgerSpan('debit', { 'ledger.credit': credit }, async () => {
    const row = await trx
      .updateTable('users')
      .set({ credit: sql`credit - ${credit}`, updated_at: sql`now()` })
      .where('id', '=', userId)
      .where('credit', '>=', credit)
      .returning('credit')
      .executeTakeFirst();
    return row?.credit;
  });
}

/** Who caused a credit movement, for a reversal which row it undoes, for a purchase which payment bought it. */
export interface CreditMovementExtra {
  createdBy?: number | null;
  reversesId?: number | null;
  paymentId?: number | null;
}

/** Adds credit and writes its ledger row (type 2) in the caller's transaction; answers the new balance. */
export async function grantCredit(
  trx: Kysely<DB>,
  userId: number,
  credit: number,
  description: string,
  extra: CreditMovementExtra = {},
) {
  return (await addCredit(trx, userId, credit, description, extra)).balance;
}

async function addCredit(
  trx: Kysely<DB>,
  userId: number,
  credit: number,
  description: string,
  extra: CreditMovementExtra,
) {
  const row = await ledgerSpan('grant', { 'ledger.credit': credit }, () =>
    trx
      .updateTable('users')
      .set({ credit: sql`credit + ${credit}`, updated_at: sql`now()` })
      .where('id', '=', userId)
      .returning(['credit', 'company_id', 'referral_code'])
      .executeTakeFirstOrThrow(),
  );
  const documentNo = await recordTransaction(trx, {
    type: 2,
    user_id: userId,
    company_id: row.company_id,
    description,
    credit,
    credit_balance: row.credit,
    referral_code: row.referral_code,
    created_by: extra.createdBy ?? null,
    reverses_id: extra.reversesId ?? null,
    payment_id: extra.paymentId ?? null,
  });
  return { balance: row.credit, documentNo };
}

/**
 * Moves credit either way with its type 2 ledger row, in the caller's transaction: a grant through
 * the same writer as grantCredit, a take through debitCredit (never below zero). Answers the new
 * balance and the row's number, or nothing when the balance cannot cover a take.
 */
export async function moveCredit(
  trx: Kysely<DB>,
  userId: number,
  credit: number,
  description: string,
  extra: CreditMovementExtra = {},
) {
  if (credit >= 0) return addCredit(trx, userId, credit, description, extra);
  const balance = await debitCredit(trx, userId, -credit);
  if (balance === undefined) return undefined;
  const account = await trx
    .selectFrom('users')
    .select(['company_id', 'referral_code'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const documentNo = await recordTransaction(trx, {
    type: 2,
    user_id: userId,
    company_id: account.company_id,
    description,
    credit,
    credit_balance: balance,
    referral_code: account.referral_code,
    created_by: extra.createdBy ?? null,
    reverses_id: extra.reversesId ?? null,
  });
  return { balance, documentNo };
}

/**
 * The credit packages' names in `language`, by their English name: a top-up's ledger row stores the English
 * ("Credit top-up: Buyer pack (5 credits)"), and a Malay or Chinese reader sees the package as it is named for them.
 */
export async function packageNamesIn(db: Kysely<DB>, language: Language): Promise<ReadonlyMap<string, string>> {
  if (language === 'en') return new Map();
  const rows = await db.selectFrom('credit_packages').select(['name', 'name_ms', 'name_zh']).execute();
  return new Map(rows.map((row) => [row.name, (language === 'ms' ? row.name_ms : row.name_zh) || row.name]));
}
