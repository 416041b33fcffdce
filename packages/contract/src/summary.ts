import { dateRangeFields, pagedAnswer, paging, searchFilter, sorting } from './common.ts';
import { SMALL_PAGE_SIZE } from './constants.ts';
import { endpointGroup } from './endpoint.ts';
import { z } from './zod.ts';

/** The quick ranges of the dashboard: This Week, Month to Date, Year to Date, or From/To. */
export const dateSelections = ['week', 'month', 'year', 'range'] as const;
export type DateSelection = (typeof dateSelections)[number];

/** A From/To range may cover at most this many days (the charts draw one point a day). */
export const SUMMARY_MAX_DAYS = 366;

const rangeFields = {
  dateSelection: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(dateSelections, { error: 'SUMMARY_DATE_SELECTION_UNKNOWN' }).default('month'),
  ),
  ...dateRangeFields,
};

/** `GET /api/Summary/TransactionSummary`: the cards and the daily charts for a range. */
export const summaryRangeQuery = z.object(rangeFields);

export const summarySortColumns = ['Username', 'CompanyName', 'NoOfTransaction'] as const;

/** `GET /api/Summary`: company users and the checks they paid for in the range, 10 a page. */
export const summaryQuery = z.object({
  ...rangeFields,
  q: searchFilter,
  ...sorting(summarySortColumns),
  ...paging(SMALL_PAGE_SIZE),
});

export const summaryRow = z.object({
  UserID: z.number().int(),
  Username: z.string(),
  CompanyName: z.string(),
  /** Checks the user paid for in the range (credit, postpaid or pay per search). */
  NoOfTransaction: z.number().int(),
});
export type SummaryRow = z.infer<typeof summaryRow>;

export const summaryPage = pagedAnswer(summaryRow).extend({
  /** The range the answer covers, as Malaysian days (`YYYY-MM-DD`). */
  fromDate: z.string(),
  toDate: z.string(),
});
export type SummaryPage = z.infer<typeof summaryPage>;

const nameValue = z.object({ name: z.string(), value: z.number() });

const periodFigures = z.object({
  checks: z.number().int(),
  revenueSen: z.number().int(),
  taxSen: z.number().int(),
});

export const transactionSummary = z.object({
  transSummary: z.object({
    /** Company name (or username) → credits used on checks in the range. */
    byCreditUseds: z.array(nameValue),
    /** Company name (or username) → ringgit in sen paid for credit top-ups in the range. */
    byTopUps: z.array(nameValue),
  }),
  /**
   * One point a Malaysian day of the range: checks paid, and ringgit (sen) received or billed, by every payer (guests,
   * individuals and companies; test accounts left out), unlike the lists, which are of company users. `taxSen` is the
   * SST inside that revenue, as each sale's row stored it (a postpaid check's once it is on an invoice).
   */
  daily: z.array(periodFigures.extend({ date: z.string() })),
  /** The whole range's figures: the sums of its days. */
  totals: periodFigures,
  fromDate: z.string(),
  toDate: z.string(),
});
export type TransactionSummary = z.infer<typeof transactionSummary>;

const { get } = endpointGroup('dashboard');

/** The administrator's dashboard: company users' checks and money over a range of days. */
export const summaryEndpoints = {
  users: get('/api/Summary', {
    description: 'Company users (test accounts left out) and the checks they paid for in the range, 10 a page.',
    query: summaryQuery,
    answer: summaryPage,
  }),
  totals: get('/api/Summary/TransactionSummary', {
    description:
      'Credits used and top-ups per company, and every payer’s checks, revenue and its SST per Malaysian day of the range and in all.',
    query: summaryRangeQuery,
    answer: transactionSummary,
  }),
};
