import { type DateSelection, SUMMARY_MAX_DAYS, type SummaryPage, type TransactionSummary } from '@portal/contract';
import type { Db } from '../../db/connection.ts';
import { fieldError } from '../../platform/errors.ts';
import { addDays, daysBetween, malaysianDayRange, malaysianToday } from '../../platform/malaysian-days.ts';
import * as q from './queries.ts';

export interface RangeQuery {
  dateSelection: DateSelection;
  fromDate?: string | undefined;
  toDate?: string | undefined;
}

/** Days shown when From/To is chosen with neither date. */
const DEFAULT_RANGE_DAYS = 30;

/**
 * The days a quick choice means on `today` (Malaysian): This Week from Monday, Month to Date,
 * Year to Date, or the From/To dates (one alone runs to today, or starts 30 days before the other).
 */
export function resolveRange(query: RangeQuery, today: string = malaysianToday()) {
  const [year, month] = today.split('-');
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const quick: Record<Exclude<DateSelection, 'range'>, string> = {
    week: addDays(today, -weekday),
    month: `${year}-${month}-01`,
    year: `${year}-01-01`,
  };
  if (query.dateSelection !== 'range') return { fromDate: quick[query.dateSelection], toDate: today };
  const toDate = query.toDate ?? (query.fromDate && query.fromDate > today ? query.fromDate : today);
  const fromDate = query.fromDate ?? addDays(toDate, 1 - DEFAULT_RANGE_DAYS);
  if (fromDate > toDate) throw fieldError('fromDate', 'SUMMARY_FROM_AFTER_TO');
  if (daysBetween(fromDate, toDate) + 1 > SUMMARY_MAX_DAYS) {
    throw fieldError('toDate', 'SUMMARY_RANGE_TOO_LONG', { days: SUMMARY_MAX_DAYS });
  }
  return { fromDate, toDate };
}

function instants(days: { fromDate: string; toDate: string }): q.Range {
  const bounds = malaysianDayRange(days.fromDate, days.toDate);
  return { from: bounds.from as Date, before: bounds.before as Date };
}

export interface SummaryListQuery extends RangeQuery {
  q?: string | undefined;
  sidx?: q.SummarySort['column'] | undefined;
  sord?: q.SummarySort['direction'] | undefined;
  page: number;
  rows: number;
}

/** `summaryEndpoints.users`: company users and how many checks they paid for in the range. */
export async function summary(db: Db, query: SummaryListQuery): Promise<SummaryPage> {
  const days = resolveRange(query);
  const sort: q.SummarySort = { column: query.sidx ?? 'NoOfTransaction', direction: query.sord ?? 'desc' };
  const { items, total } = await q.summaryPage(db, instants(days), query.q, sort, query.page, query.rows);
  return {
    items: items.map((row) => ({
      UserID: row.user_id,
      Username: row.username,
      CompanyName: row.company_name,
      NoOfTransaction: Number(row.checks),
    })),
    page: query.page,
    rows: query.rows,
    total,
    ...days,
  };
}

/** `summaryEndpoints.totals`: the two cards, one chart point a day of the range, and the range's totals. */
export async function transactionSummary(db: Db, query: RangeQuery): Promise<TransactionSummary> {
  const days = resolveRange(query);
  const range = instants(days);
  const [creditUsed, topUps, perDay] = await Promise.all([
    q.creditUsedByCompany(db, range),
    q.topUpsByCompany(db, range),
    q.dailyTotals(db, range),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const daily = Array.from({ length: daysBetween(days.fromDate, days.toDate) + 1 }, (_, index) => {
    const date = addDays(days.fromDate, index);
    const row = byDay.get(date);
    return {
      date,
      checks: Number(row?.checks ?? 0),
      revenueSen: Number(row?.revenue_sen ?? 0),
      taxSen: Number(row?.tax_sen ?? 0),
    };
  });
  const sum = (figure: 'checks' | 'revenueSen' | 'taxSen') => daily.reduce((total, day) => total + day[figure], 0);
  const totals = { checks: sum('checks'), revenueSen: sum('revenueSen'), taxSen: sum('taxSen') };
  const pairs = (rows: { name: string; value: number }[]) =>
    rows.map((row) => ({ name: row.name, value: Number(row.value) }));
  return { transSummary: { byCreditUseds: pairs(creditUsed), byTopUps: pairs(topUps) }, daily, totals, ...days };
}
