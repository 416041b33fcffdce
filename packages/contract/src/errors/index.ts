import type { Language } from '../i18n/languages.ts';
import { z } from '../zod.ts';
import { type ErrorCode, type ErrorParams, errorStatus, isErrorCode } from './codes.ts';
import { codeSentences } from './texts/en.ts';
import { errorCodesTexts } from './texts.ts';

export * from './codes.ts';
export { codeSentences } from './texts/en.ts';
export { errorCodesTexts } from './texts.ts';

type Lookup = (key: string, params?: ErrorParams) => string;

/** A code's sentence in a language, its `{{params}}` filled in. */
export function errorText(language: Language, code: ErrorCode, params?: ErrorParams): string {
  return (errorCodesTexts.of(language) as unknown as Lookup)(code, params);
}

/** The English sentence of a code (logs, tests, the API description). */
export const errorTextInEnglish = (code: ErrorCode, params?: ErrorParams) => errorText('en', code, params);

/** The table of codes as Markdown (HTTP status, code, English sentence), for the API documentation. */
export function errorCodesDescription(): string {
  const rows = (Object.entries(errorStatus) as [ErrorCode, number][]).map(
    ([code, status]) => `| ${status} | \`${code}\` | ${codeSentences[code].replaceAll('|', '\\|')} |`,
  );
  return [
    'Every error answer is `{ Code, Message, errors?, errorCodes?, RequestId? }`: `Code` is stable (decide by it),',
    "`Message` is in the request's language (the account's choice, else the `lang` cookie, else Accept-Language, else",
    "English); a form's faults add `errors` (field → sentence) and `errorCodes` (field → code); a fault of the server",
    "(5xx) adds `RequestId`, the request's id (every answer's `X-Request-Id` header): quote it to support.",
    '',
    '| Status | Code | English |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The part of a zod issue (or of a validation error built from one) that names a code and its values. */
export interface IssueLike {
  message?: string | undefined;
  minimum?: unknown;
  maximum?: unknown;
  params?: unknown;
}

/**
 * A contract rule fails with a code as the issue's message (`'FIELD_TOO_LONG'`); its values come from the
 * issue (`maximum` → `count`) or from a custom issue's `params`. A message that is no code reads as FIELD_INVALID.
 */
export function issueError(issue: IssueLike): { code: ErrorCode; params: ErrorParams } {
  const code = isErrorCode(issue.message) ? issue.message : 'FIELD_INVALID';
  const params: ErrorParams = {};
  const bound = issue.maximum ?? issue.minimum;
  if (typeof bound === 'number' || typeof bound === 'bigint') {
    params.count = Number(bound);
    params.max = Number(bound).toLocaleString('en-US');
  }
  if (typeof issue.params === 'object' && issue.params !== null) {
    for (const [key, value] of Object.entries(issue.params)) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    }
  }
  return { code, params };
}

/** A zod issue's sentence in a language. */
export const issueText = (language: Language, issue: IssueLike) => {
  const { code, params } = issueError(issue);
  return errorText(language, code, params);
};

/**
 * Zod's own messages (a rule with no message of ours) as codes: a missing value is FIELD_REQUIRED, a text
 * too long FIELD_TOO_LONG…, anything else FIELD_INVALID. Set once for every schema of the process.
 */
function codeOfZodIssue(issue: z.core.$ZodRawIssue): ErrorCode {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'FIELD_REQUIRED';
      return issue.expected === 'int' ? 'INTEGER_INVALID' : 'FIELD_INVALID';
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') {
        return Number(issue.minimum) <= 1 ? 'FIELD_REQUIRED' : 'FIELD_TOO_SHORT';
      }
      return Number(issue.minimum) === 0 && issue.inclusive !== false ? 'NUMBER_NEGATIVE' : 'VALUE_NOT_POSITIVE';
    case 'too_big':
      return issue.origin === 'string'
        ? 'FIELD_TOO_LONG'
        : issue.origin === 'array'
          ? 'FIELD_INVALID'
          : 'VALUE_TOO_LARGE';
    case 'invalid_format':
      if (issue.format === 'email') return 'EMAIL_INVALID';
      if (issue.format === 'url') return 'URL_INVALID';
      if (issue.format === 'date' || issue.format === 'datetime') return 'DATE_INVALID';
      return 'FIELD_INVALID';
    default:
      return 'FIELD_INVALID';
  }
}

z.config({ customError: codeOfZodIssue });
