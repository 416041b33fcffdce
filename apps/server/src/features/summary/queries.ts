import { TransactionType } from '@portal/contract';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { likePattern } from '../../db/like.ts';
import { countRows, onePage } from '../../db/paging.ts';
import type { DB } from '../../db/schema.ts';

type Q = Kysely<DB>;

/** Instants of the range: from the start of its first day to before the day after its last. */
export interface Range {
  from: Date;
  before: Date;
}

export type SummarySort = { column: 'Username' | 'CompanyName' | 'NoOfTransaction'; direction: 'asc' | 'desc' };

type Row = ExpressionBuilder<DB & { t: DB['transactions']; u: DB['users'] }, 't' | 'u'>;

/** The ledger rows of company users (test accounts left out) in the range. */
function companyLedger(db: Q, range: Range) {
  return db
    .selectFrom('transactions as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .where('u.account_type', '=', 'COMPANY')
    .where('u.is_test_account', '=', false)
    .where('t.created_at', '>=', range.from)
    .where('t.created_at', '<', range.before);
}

/** A row that paid for a check: credit taken, a postpaid charge, or a completed pay-per-search payment. */
const paysForCheck = (eb: Row) =>
  eb.and([
    eb('t.check_id', 'is not', null),
    eb('t.reverses_id', 'is', null),
    eb.or([
      eb.and([eb('t.type', '=', TransactionType.Credit), eb('t.credit', '<', 0)]),
      eb('t.type', '=', TransactionType.Postpaid),
      eb.and([eb('t.type', '=', TransactionType.Payment), eb('t.payment_status', '=', 'Completed')]),
    ]),
  ]);

/** Money received through the gateway or billed on an invoice. */
const isRevenue = (eb: Row) =>
  eb.or([
    eb.and([eb('t.type', '=', TransactionType.Payment), eb('t.payment_status', '=', 'Completed')]),
    eb('t.type', '=', TransactionType.Postpaid),
  ]);

function checksPerUser(db: Q, range: Range, search: string | undefined) {
  let query = companyLedger(db, range)
    .where(paysForCheck)
    .select(['u.id as user_id', 'u.username', 'c.name as company_name'])
    .select((eb) => eb.fn.countAll<number>().as('checks'))
    .groupBy(['u.id', 'u.username', 'c.name']);
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) => eb.or([eb('u.username', 'ilike', pattern), eb('c.name', 'ilike', pattern)]));
  }
  return query;
}

const sortColumns = { Username: 'username', CompanyName: 'company_name', NoOfTransaction: 'checks' } as const;

/** Company users with the checks they paid for in the range (only those with some), one page. */
export async function summaryPage(
  db: Q,
  range: Range,
  search: string | undefined,
  sort: SummarySort,
  page: number,
  rows: number,
) {
  const perUser = db.selectFrom(checksPerUser(db, range, search).as('s'));
  const sorted = perUser.selectAll().orderBy(sortColumns[sort.column], sort.direction).orderBy('user_id');
  const items = await onePage(sorted, page, rows).execute();
  return { items, total: await countRows(perUser) };
}

/** Company (or, without one, user) name → credits used on checks, most first. */
export function creditUsedByCompany(db: Q, range: Range) {
  return companyLedger(db, range)
    .where('t.type', '=', TransactionType.Credit)
    .where('t.credit', '<', 0)
    .where('t.check_id', 'is not', null)
    .where('t.reverses_id', 'is', null)
    .select(['c.name as name', sql<number>`sum(-t.credit)::int`.as('value')])
    .groupBy('c.name')
    .orderBy('value', 'desc')
    .orderBy('c.name')
    .execute();
}

/** Company name → sen paid for credit top-ups (completed gateway payments not tied to a check), most first. */
export function topUpsByCompany(db: Q, range: Range) {
  return companyLedger(db, range)
    .where('t.type', '=', TransactionType.Payment)
    .where('t.payment_status', '=', 'Completed')
    .where('t.check_id', 'is', null)
    .select(['c.name as name', sql<number>`sum(t.amount_sen)::int`.as('value')])
    .groupBy('c.name')
    .orderBy('value', 'desc')
    .orderBy('c.name')
    .execute();
}

/**
 * Every payer's ledger rows in the range: guests (no account), individuals and companies; test accounts left out. The
 * daily charts count the portal's whole takings, which the company lists do not.
 */
function portalLedger(db: Q, range: Range) {
  return db
    .selectFrom('transactions as t')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .where((eb) => eb.or([eb('u.id', 'is', null), eb('u.is_test_account', '=', false)]))
    .where('t.created_at', '>=', range.from)
    .where('t.created_at', '<', range.before);
}

/** The Malaysian day (`YYYY-MM-DD`) of a ledger row. */
const malaysianDayOf = sql<string>`to_char((t.created_at at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/** Per Malaysian day with any activity: checks paid for, sen received or billed and the SST in it, by every payer. */
export function dailyTotals(db: Q, range: Range) {
  return portalLedger(db, range)
    .select([
      malaysianDayOf.as('day'),
      (eb) => eb.fn.countAll<number>().filterWhere(paysForCheck(eb)).as('checks'),
      (eb) => eb.fn.sum<number>('t.amount_sen').filterWhere(isRevenue(eb)).as('revenue_sen'),
      (eb) => eb.fn.sum<number>('t.tax_sen').filterWhere(isRevenue(eb)).as('tax_sen'),
    ])
    .groupBy(malaysianDayOf)
    .execute();
}
