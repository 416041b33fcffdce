import { TransactionType } from '@portal/contract';
import { type Kysely, sql } from 'kysely';
import { likePattern } from '../../db/like.ts';
import { countRows, onePage } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';

type Q = Kysely<DB>;

/** Whose rows a caller sees: one user's (and, for a company user, the company's), or everyone's. */
export type Scope = { userId: number; companyId: number | null } | null;

export interface TransactionFilter {
  scope: Scope;
  q: string | undefined;
  /** Inclusive lower bound (an instant: the start of a Malaysian day). */
  from: Date | undefined;
  /** Exclusive upper bound (the start of the Malaysian day after the last one asked for). */
  before: Date | undefined;
  type: number | undefined;
}

function joined(db: Q) {
  return (
    db
      .selectFrom('transactions as t')
      .leftJoin('users as u', 'u.id', 't.user_id')
      .leftJoin('companies as c', 'c.id', 't.company_id')
      .leftJoin('checks as k', 'k.id', 't.check_id')
      // The dealer behind the row: its referrer, or the referrer named by its referral code.
      .leftJoin('referrers as r', (join) =>
        join.on((eb) =>
          eb.or([
            eb('r.id', '=', eb.ref('t.referrer_id')),
            eb.and([eb('t.referrer_id', 'is', null), eb('r.code', '=', eb.ref('t.referral_code'))]),
          ]),
        ),
      )
      .leftJoin('companies as dc', 'dc.id', 'r.company_id')
      // The gateway payment a type 1 row records (its status page is reached by the payment's public id).
      .leftJoin('payments as p', (join) =>
        join.onRef('p.transaction_no', '=', 't.document_no').on('t.type', '=', TransactionType.Payment),
      )
      .leftJoin('invoices as inv', 'inv.id', 't.invoice_id')
      .leftJoin('tax_invoices as ti', 'ti.payment_id', 'p.id')
  );
}

/** The joined rows the filter lets through (before choosing columns). */
function filtered(db: Q, filter: TransactionFilter) {
  return joined(db).where((eb) => {
    const conditions = [];
    const { scope } = filter;
    if (scope) {
      conditions.push(
        scope.companyId === null
          ? eb('t.user_id', '=', scope.userId)
          : eb.or([eb('t.user_id', '=', scope.userId), eb('t.company_id', '=', scope.companyId)]),
      );
    }
    if (filter.q) {
      const pattern = likePattern(filter.q);
      conditions.push(
        eb.or([
          eb('t.document_no', 'ilike', pattern),
          eb('u.username', 'ilike', pattern),
          eb('c.name', 'ilike', pattern),
          eb('t.referral_code', 'ilike', pattern),
          eb('t.description', 'ilike', pattern),
        ]),
      );
    }
    if (filter.from) conditions.push(eb('t.created_at', '>=', filter.from));
    if (filter.before) conditions.push(eb('t.created_at', '<', filter.before));
    if (filter.type !== undefined) conditions.push(eb('t.type', '=', filter.type));
    return eb.and(conditions);
  });
}

function withColumns(query: ReturnType<typeof joined>) {
  return query.select([
    't.id',
    't.type',
    't.document_no',
    't.description',
    't.amount_sen',
    't.tax_sen',
    't.credit',
    't.credit_balance',
    't.payment_status',
    't.referral_code',
    't.reverses_id',
    't.created_at',
    sql<string>`t.created_at::text`.as('created_at_text'),
    'k.unikey',
    'u.username',
    'u.email',
    'c.name as company_name',
    'dc.id as dealer_id',
    'dc.name as dealer_name',
    'p.public_id as payment_id',
    't.invoice_id',
    'inv.document_no as invoice_no',
    'ti.id as tax_invoice_id',
  ]);
}

export type TransactionRecord = Awaited<ReturnType<ReturnType<typeof withColumns>['execute']>>[number];

export const countTransactions = (db: Q, filter: TransactionFilter) => countRows(filtered(db, filter));

/** One page, newest first. */
export function transactionPage(db: Q, filter: TransactionFilter, page: number, rows: number) {
  const newestFirst = withColumns(filtered(db, filter)).orderBy('t.created_at', 'desc').orderBy('t.id', 'desc');
  return onePage(newestFirst, page, rows).execute();
}

/**
 * The next batch after a cursor, newest first, for the download. The cursor is the timestamp as
 * PostgreSQL text (microseconds, which a JavaScript date would lose) and the id.
 */
export function transactionBatch(
  db: Q,
  filter: TransactionFilter,
  after: { createdAt: string; id: number } | undefined,
  size: number,
) {
  let query = withColumns(filtered(db, filter));
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('t.created_at', '<', sql<Date>`${after.createdAt}::timestamptz`),
        eb.and([eb('t.created_at', '=', sql<Date>`${after.createdAt}::timestamptz`), eb('t.id', '<', after.id)]),
      ]),
    );
  }
  return query.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(size).execute();
}

export function transactionById(db: Q, id: number) {
  return withColumns(joined(db)).where('t.id', '=', id).executeTakeFirst();
}

/** Which of these rows have been reversed, and by which row. */
export async function reversalsOf(db: Q, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('transactions')
    .select(['id', 'reverses_id'])
    .where('reverses_id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.reverses_id as number, row.id]));
}

/** The row itself, locked: two administrators reversing it at once take turns. */
export const lockTransaction = (trx: Q, id: number) =>
  trx.selectFrom('transactions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export async function updateDescription(trx: Q, id: number, description: string) {
  await trx.updateTable('transactions').set({ description }).where('id', '=', id).execute();
}

export const idOfDocument = async (trx: Q, documentNo: string) =>
  (await trx.selectFrom('transactions').select('id').where('document_no', '=', documentNo).executeTakeFirstOrThrow())
    .id;

export const companyOfUser = async (db: Q, userId: number) =>
  (await db.selectFrom('users').select('company_id').where('id', '=', userId).executeTakeFirst())?.company_id ?? null;

export const userByEmail = (trx: Q, email: string) =>
  trx
    .selectFrom('users')
    .select(['id', 'email', 'credit'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
