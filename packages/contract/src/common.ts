import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants.ts';
import { ERROR_CODES } from './errors/index.ts';

const errorCode = z
  .enum(ERROR_CODES)
  .meta({ description: 'Stable error code: the API description lists each with its HTTP status and sentence.' });

/**
 * Every error answer: `Code` (stable, for programs to decide by), `Message` in the request's language, and for
 * a form's faults each field's sentence (`errors`) and code (`errorCodes`).
 */
export const errorAnswer = z.looseObject({
  Code: errorCode,
  Message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  errorCodes: z.record(z.string(), errorCode).optional(),
});

export const option = z.object({ id: z.union([z.number(), z.string()]), label: z.string() });
export const optionList = z.array(option);
export type Option = z.infer<typeof option>;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  sidx: z.string().optional(),
  sord: z.enum(['asc', 'desc']).optional(),
});

export const pagedAnswer = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number(), rows: z.number(), total: z.number() });

/** `page` (1-based) and `rows` of a paged list, `rows` defaulting to the list's own page size. */
export const paging = (defaultRows: number = DEFAULT_PAGE_SIZE) => ({
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(defaultRows),
});
