import { DEFAULT_PAGE_SIZE, SMALL_PAGE_SIZE } from './constants.ts';
import { ERROR_CODES, type ErrorCode } from './errors/index.ts';
import { z } from './zod.ts';

const errorCode = z
  .enum(ERROR_CODES)
  .meta({ description: 'Stable error code: the API description lists each with its HTTP status and sentence.' });

/**
 * Every error answer: `Code` (stable, for programs to decide by), `Message` in the request's language, for
 * a form's faults each field's sentence (`errors`) and code (`errorCodes`), and for a fault of the server (5xx) the
 * request's id (`RequestId`).
 */
export const errorAnswer = z
  .looseObject({
    Code: errorCode,
    Message: z.string(),
    errors: z.record(z.string(), z.string()).optional(),
    errorCodes: z.record(z.string(), errorCode).optional(),
    RequestId: z.string().optional().meta({
      description:
        "On a 5xx answer: the request's id, also its X-Request-Id header and `reqId` in the server's log. Quote it to support.",
    }),
  })
  .meta({ id: 'ErrorAnswer' });

/** A change's answer: what the user is told, in the request's language; `.extend` it with what changed. */
export const messageAnswer = z.object({ Message: z.string() });

export const option = z.object({ id: z.union([z.number(), z.string()]), label: z.string() });
export const optionList = z.array(option);
export type Option = z.infer<typeof option>;

/** The record a call reads or changes, by its number: `?id=`, or `/:id` in the path. */
export const byId = z.object({ id: z.coerce.number().int().positive() });

/** `?unikey=`: the check (a paid report's vehicle) a call is about, by its Unikey. */
export const byUnikey = z.object({ unikey: z.string().min(1).max(100) });

/** `page` (1-based) and `rows` of a paged list, `rows` defaulting to the list's own page size. */
export const paging = (defaultRows: number = DEFAULT_PAGE_SIZE) => ({
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(defaultRows),
});

const sortOrder = z.enum(['asc', 'desc']).optional();

/** `sidx` (the column a list is sorted by, one of `columns`) and `sord`. */
export const sorting = <const C extends readonly [string, ...string[]]>(columns: C) => ({
  sidx: z.enum(columns).optional(),
  sord: sortOrder,
});

export const pageQuery = z.object({ ...paging(), sidx: z.string().optional(), sord: sortOrder });

/**
 * Money as the setup and invoice screens answer it: ringgit (`Amount`, 2 decimals) to show, beside its exact integer
 * sen (`AmountSen`) to compute with.
 */
export const ringgitAndSen = <const N extends string>(name: N) =>
  // A computed key is typed as any string; the cast names the two fields it makes.
  ({ [name]: z.number(), [`${name}Sen`]: z.number().int() }) as Record<N | `${N}Sen`, z.ZodNumber>;

/** One page of a list: its rows, which page, how many a page, and how many in all. */
export const pagedAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), rows: z.number(), total: z.number() });

/** A real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An optional `YYYY-MM-DD` filter: empty means no filter, anything else must be a real day. */
export const dateFilter = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isCalendarDate(value), 'DATE_INVALID');

/** `fromDate` and `toDate` of a list filtered by a range of days, either one optional. */
export const dateRangeFields = { fromDate: dateFilter, toDate: dateFilter };

/** A query value left empty (`?status=`) or null is the same as one not sent. */
export const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An optional whole-number filter (`?invoiceStatus=4`): empty means none, else `isKnown` must accept it or it fails with `unknown`. */
export const knownNumberFilter = (isKnown: (value: number) => boolean, unknown: ErrorCode) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'INTEGER_INVALID' }).int('INTEGER_INVALID').refine(isKnown, unknown).optional(),
  );

/** A search box's text: at most 100 characters, empty meaning no search. */
export const searchFilter = z
  .string()
  .trim()
  .max(100, 'FIELD_TOO_LONG')
  .optional()
  .transform((value) => (value ? value : undefined));

/** The query of a paged list with a search box and a date range (10 rows by default). */
export const listQueryFields = {
  ...paging(SMALL_PAGE_SIZE),
  q: searchFilter,
  ...dateRangeFields,
};
