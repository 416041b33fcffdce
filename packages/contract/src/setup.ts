import { messageAnswer, ringgitAndSen } from './common.ts';
import { endpointGroup } from './endpoint.ts';
import { isOptionId, optionLabel, PaymentType, paymentTypeOptions } from './enums.ts';
import type { ErrorCode, ErrorParams } from './errors/codes.ts';
import { errorTextInEnglish } from './errors/index.ts';
import { requiredText } from './fields.ts';
import { malaysianCalendarDay } from './format.ts';
import type { Language } from './i18n/languages.ts';
import { z } from './zod.ts';

/** Running numbers the portal takes document numbers from: never deleted, never renamed. */
export const SYSTEM_RUNNING_NUMBER_CODES = ['TRX', 'INV', 'RCP', 'CHK', 'PTI'] as const;
/** Document numbers are stored in columns of this width. */
export const DOCUMENT_NO_MAX_LENGTH = 40;
export const RUNNING_NUMBER_TOKENS = ['PREFIX', 'YYYY', 'YY', 'MM', 'DD', 'N'] as const;

/**
 * A running number's text: `{PREFIX}` `{YYYY}` `{YY}` `{MM}` `{DD}` `{N}` (N zero-padded), the
 * date in Malaysian time. The server numbers documents with it and the web previews with it.
 */
export function formatRunningNumber(
  format: string,
  values: { prefix: string; number: number; zeroPadding: number; at: Date },
): string {
  const [year = '', month = '', day = ''] = malaysianCalendarDay(values.at).split('-');
  const tokens: Record<string, string> = {
    PREFIX: values.prefix,
    YYYY: year,
    YY: year.slice(2),
    MM: month,
    DD: day,
    N: String(values.number).padStart(values.zeroPadding, '0'),
  };
  return format.replace(/\{(PREFIX|YYYY|YY|MM|DD|N)\}/g, (_, token: string) => tokens[token] ?? '');
}

// ---------------------------------------------------------------------------------------------
// Number fields: typed text or JSON numbers, each fault with the specification's own message.

const NUMERIC = /^-?(\d+(\.\d*)?|\.\d+)$/;

function numberText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NaN';
  if (typeof value === 'string') return value.trim().replaceAll(',', '') || undefined;
  return 'NaN';
}

interface Bounds {
  /** Smallest value allowed: 0 (the default) or 1 for "greater than 0". */
  min?: 0 | 1;
  max: number;
}

/** A field's fault: its code and values, and the English sentence (read by screens not yet translated). */
export interface FieldFault {
  error: string;
  code: ErrorCode;
  params?: ErrorParams;
}

const fault = (code: ErrorCode, params?: ErrorParams): FieldFault => ({
  error: errorTextInEnglish(code, params),
  code,
  ...(params ? { params } : {}),
});

const withCommas = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const tooLarge = (max: number) => fault('VALUE_TOO_LARGE', { max: withCommas(max) });

/** The fault of a whole-number field's value, or the number. */
export function parseInteger(value: unknown, { min = 0, max }: Bounds): { value: number } | FieldFault {
  const text = numberText(value);
  if (text === undefined) return fault('FIELD_REQUIRED');
  if (!NUMERIC.test(text)) return fault('NUMBER_INVALID');
  if (text.startsWith('-') && Number(text) !== 0) return fault('NUMBER_NEGATIVE');
  if (!/^-?\d+$/.test(text)) return fault('INTEGER_INVALID');
  const number = Number(text);
  if (number > max) return tooLarge(max);
  if (number < min) return fault('VALUE_NOT_POSITIVE');
  return { value: Math.abs(number) };
}

/**
 * Ringgit with at most 2 decimals (`25`, `25.5`, `1,234.50`) to integer sen, by reading the
 * decimal text: no floating point on the way, so 19.99 is 1999 sen, never 1998.
 */
export function parseRinggit(value: unknown, { min = 0, max }: Bounds): { value: number } | FieldFault {
  const text = numberText(value);
  if (text === undefined) return fault('FIELD_REQUIRED');
  if (!NUMERIC.test(text)) return fault('NUMBER_INVALID');
  if (text.startsWith('-') && Number(text) !== 0) return fault('NUMBER_NEGATIVE');
  const [whole = '', fraction = ''] = text.replace(/^-/, '').split('.');
  if (fraction.length > 2) return fault('NUMBER_INVALID');
  if (whole.replace(/^0+/, '').length > 12) return tooLarge(max / 100);
  const sen = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (sen > max) return tooLarge(max / 100);
  if (sen < min) return fault('VALUE_NOT_POSITIVE');
  return { value: sen };
}

/** Sen as the API's ringgit number (2550 → 25.5, written 25.50 by the screens). */
export const senToRinggit = (sen: number) => sen / 100;
/** Sen as form text: `25.50`. */
export const senToRinggitText = (sen: number) => `${Math.floor(sen / 100)}.${String(sen % 100).padStart(2, '0')}`;

const asField = (parse: (value: unknown, bounds: Bounds) => { value: number } | FieldFault) => (bounds: Bounds) =>
  z.unknown().transform((value, ctx) => {
    const result = parse(value, bounds);
    if ('error' in result) {
      ctx.addIssue({ code: 'custom', message: result.code, params: result.params });
      return z.NEVER;
    }
    return result.value;
  });

/** A whole number (form text or JSON number). */
export const integerField = asField(parseInteger);
/** Ringgit in, integer sen out. */
export const ringgitField = asField(parseRinggit);

// ---------------------------------------------------------------------------------------------
// Queries

/** `?id=`: the record to read or delete. */
export const setupIdQuery = z.object({ id: integerField({ min: 1, max: 2_147_483_647 }) });

/** `?id=&del=`: id 0 or absent creates; `del=true` deletes. */
export const setupUpdateQuery = z.object({
  id: integerField({ max: 2_147_483_647 }).optional(),
  del: z
    .string()
    .optional()
    .transform((value) => (value ?? 'false').toLowerCase())
    .pipe(z.enum(['true', 'false'], { error: 'FIELD_INVALID' }))
    .transform((value) => value === 'true'),
});

// ---------------------------------------------------------------------------------------------
// Credits Setup: the packages buyers top up with.

export const CREDIT_PACKAGE_LIMITS = { name: 100, description: 500, credit: 1_000_000, priceSen: 100_000_000 };

/** A translation of a package's words: may be left empty, and then the English is shown in that language. */
const translatedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'FIELD_TOO_LONG')
    .optional()
    .transform((value) => value ?? '');

/** A package's words under `name`: the English, then its Malay (`…Ms`) and Chinese (`…Zh`). */
const withTranslations = <const N extends string, E extends z.ZodType, T extends z.ZodType>(
  name: N,
  english: E,
  translation: T,
) =>
  // A computed key is typed as any string; the cast names the three fields it makes.
  ({ [name]: english, [`${name}Ms`]: translation, [`${name}Zh`]: translation }) as Record<N, E> &
    Record<`${N}Ms` | `${N}Zh`, T>;

/** Name and Description are English (required); the Malay and Chinese ones fall back to them when empty. */
export const creditPackageInput = z.object({
  ...withTranslations('Name', requiredText(CREDIT_PACKAGE_LIMITS.name), translatedText(CREDIT_PACKAGE_LIMITS.name)),
  Credit: integerField({ min: 1, max: CREDIT_PACKAGE_LIMITS.credit }),
  /** Ringgit (a number such as 25.00 or its text); parsed to integer sen. */
  Price: ringgitField({ min: 1, max: CREDIT_PACKAGE_LIMITS.priceSen }),
  ...withTranslations(
    'Description',
    requiredText(CREDIT_PACKAGE_LIMITS.description),
    translatedText(CREDIT_PACKAGE_LIMITS.description),
  ),
});
export type CreditPackageInput = z.input<typeof creditPackageInput>;

export const creditPackage = z.object({
  id: z.number().int(),
  /** English; NameMs and NameZh are the translations as entered (empty: the English serves). */
  ...withTranslations('Name', z.string(), z.string()),
  Credit: z.number().int(),
  ...ringgitAndSen('Price'),
  ...withTranslations('Description', z.string(), z.string()),
  ModifiedDate: z.string(),
});

/** A package's name or description in a language: its translation, or the English when none was entered. */
export function packageWords(english: string, translations: { ms: string; zh: string }, language: Language): string {
  return (language === 'en' ? '' : translations[language].trim()) || english;
}
export type CreditPackage = z.infer<typeof creditPackage>;
export const creditPackageList = z.array(creditPackage);

// ---------------------------------------------------------------------------------------------
// Charges Setup: what a check costs, per payment type.

export const CHARGE_LIMITS = { credit: 1_000, priceSen: 10_000_000 };

export const paymentTypeDesc = (id: number) => optionLabel(paymentTypeOptions, id, `Payment type ${id}`);

export const chargeInput = z
  .object({
    PaymentTypeID: integerField({ min: 1, max: 1_000 }).refine(
      (id) => isOptionId(paymentTypeOptions, id),
      'PAYMENT_TYPE_UNKNOWN',
    ),
    /** Credits a check costs (payment type 3). */
    Credit: integerField({ max: CHARGE_LIMITS.credit }),
    /** Sen a check costs when paid with money (payment type 1); 0 when absent. */
    PriceSen: integerField({ max: CHARGE_LIMITS.priceSen }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.PaymentTypeID === PaymentType.Credit && value.Credit < 1) {
      ctx.addIssue({ code: 'custom', path: ['Credit'], message: 'VALUE_NOT_POSITIVE' });
    }
    if (value.PaymentTypeID === PaymentType.PayPerSearch && !value.PriceSen) {
      const message = value.PriceSen === undefined ? 'FIELD_REQUIRED' : 'VALUE_NOT_POSITIVE';
      ctx.addIssue({ code: 'custom', path: ['PriceSen'], message });
    }
  });
export type ChargeInput = z.input<typeof chargeInput>;

export const chargeSetup = z.object({
  id: z.number().int(),
  PaymentTypeID: z.number().int(),
  Credit: z.number().int(),
  PriceSen: z.number().int(),
  PaymentTypeDesc: z.string(),
  ModifiedDate: z.string(),
});
export type ChargeSetup = z.infer<typeof chargeSetup>;
export const chargeSetupList = z.array(chargeSetup);

// ---------------------------------------------------------------------------------------------
// Running Number Setup

export const RUNNING_NUMBER_LIMITS = {
  code: 10,
  name: 100,
  prefix: 20,
  format: 60,
  current: 999_999_999_999,
  padding: 12,
};

/** The first fault of a format: `{N}` missing or a token we do not know. */
export function formatProblem(format: string): { code: ErrorCode; params?: ErrorParams } | undefined {
  const unknown = [...format.matchAll(/\{([^{}]*)\}/g)].find(
    (match) => !(RUNNING_NUMBER_TOKENS as readonly string[]).includes(match[1] ?? ''),
  );
  if (unknown) return { code: 'RUNNING_NUMBER_FORMAT_UNKNOWN_TOKEN', params: { token: unknown[0] } };
  if (!format.includes('{N}')) return { code: 'RUNNING_NUMBER_FORMAT_NEEDS_N' };
  return undefined;
}

/** The number the series will issue next, as it would be written now. */
export const nextRunningNumber = (
  values: { Prefix: string; Format: string; CurrentNumber: number; ZeroPadding: number },
  at: Date = new Date(),
) =>
  formatRunningNumber(values.Format, {
    prefix: values.Prefix,
    number: values.CurrentNumber + 1,
    zeroPadding: values.ZeroPadding,
    at,
  });

export const runningNumberInput = z
  .object({
    Code: requiredText(RUNNING_NUMBER_LIMITS.code)
      .transform((code) => code.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9]+$/, 'LETTERS_AND_DIGITS_ONLY')),
    Name: requiredText(RUNNING_NUMBER_LIMITS.name),
    Prefix: requiredText(RUNNING_NUMBER_LIMITS.prefix),
    Format: requiredText(RUNNING_NUMBER_LIMITS.format).superRefine((format, ctx) => {
      const problem = formatProblem(format);
      if (problem) ctx.addIssue({ code: 'custom', message: problem.code, params: problem.params });
    }),
    CurrentNumber: integerField({ max: RUNNING_NUMBER_LIMITS.current }),
    ZeroPadding: integerField({ max: RUNNING_NUMBER_LIMITS.padding }),
  })
  .superRefine((value, ctx) => {
    if (nextRunningNumber(value).length > DOCUMENT_NO_MAX_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['Format'],
        message: 'RUNNING_NUMBER_TOO_LONG',
        params: { max: DOCUMENT_NO_MAX_LENGTH },
      });
    }
  });
export type RunningNumberInput = z.input<typeof runningNumberInput>;

export const runningNumber = z.object({
  id: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  Prefix: z.string(),
  Format: z.string(),
  CurrentNumber: z.number().int(),
  ZeroPadding: z.number().int(),
  ModifiedDate: z.string(),
  /** Preview of the number the series issues next. */
  NextNumber: z.string(),
});
export type RunningNumber = z.infer<typeof runningNumber>;
export const runningNumberList = z.array(runningNumber);

// ---------------------------------------------------------------------------------------------
// The calls of the three setup screens, for administrators

const { get, post } = endpointGroup('setup');

/** One setup screen's calls: its list, one record, save (`id` 0 or absent creates, `del=true` deletes) and delete. */
function setupScreenEndpoints<R extends z.ZodType, L extends z.ZodType, I extends z.ZodType>(
  names: { one: string; many: string },
  { record, list, input }: { record: R; list: L; input: I },
) {
  return {
    list: get(`/api/Admin/Get${names.many}`, { answer: list }),
    item: get(`/api/Admin/Get${names.one}`, { query: setupIdQuery, answer: record }),
    save: post(`/api/Admin/Update${names.one}`, {
      description: 'Saves the record (id 0 or absent creates one); with del=true deletes it and needs no body.',
      query: setupUpdateQuery,
      body: input,
      answer: z.union([record, messageAnswer]),
    }),
    remove: post(`/api/Admin/Delete${names.one}`, { query: setupIdQuery, answer: messageAnswer }),
  };
}

/** Credits, Charges and Running Number Setup (`/setting/…`). */
export const setupEndpoints = {
  credits: setupScreenEndpoints(
    { one: 'Credit', many: 'Credits' },
    { record: creditPackage, list: creditPackageList, input: creditPackageInput },
  ),
  charges: setupScreenEndpoints(
    { one: 'Charge', many: 'Charges' },
    { record: chargeSetup, list: chargeSetupList, input: chargeInput },
  ),
  runningNumbers: setupScreenEndpoints(
    { one: 'RunningNumber', many: 'RunningNumbers' },
    { record: runningNumber, list: runningNumberList, input: runningNumberInput },
  ),
};
