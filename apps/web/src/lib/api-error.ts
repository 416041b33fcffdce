import { DEFAULT_LANGUAGE, type ErrorCode, errorCodesTexts, i18n, isErrorCode, isLanguage } from '@portal/contract';

/** The words around error answers, in the current language. */
export const errorWords = () => errorCodesTexts.of(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/**
 * A failed call: HTTP status (0 when the server was not reached), its stable `Code` (decide by it, never by the
 * words), messages to show (the server's, in the request's language), and each field's sentence and code.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly messages: string[];
  readonly fieldErrors: Record<string, string>;
  readonly fieldCodes: Record<string, ErrorCode>;
  /** A fault of the server (5xx) names its request: the id support finds the log lines by. */
  readonly requestId: string | undefined;

  constructor(status: number, statusText: string, body: unknown) {
    const fieldErrors = fieldErrorsOf(body);
    const found = messagesOf(body, fieldErrors, statusText);
    super(found.join('\n'));
    this.name = 'ApiError';
    this.status = status;
    this.code = isRecord(body) && isErrorCode(body.Code) ? body.Code : undefined;
    this.messages = found;
    this.fieldErrors = fieldErrors;
    this.fieldCodes = fieldCodesOf(body);
    this.requestId = isRecord(body) && typeof body.RequestId === 'string' ? body.RequestId : undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrorsOf(body: unknown): Record<string, string> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const entries = Object.entries(body.errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

function fieldCodesOf(body: unknown): Record<string, ErrorCode> {
  if (!isRecord(body) || !isRecord(body.errorCodes)) return {};
  const entries = Object.entries(body.errorCodes).filter((entry): entry is [string, ErrorCode] =>
    isErrorCode(entry[1]),
  );
  return Object.fromEntries(entries);
}

function messagesOf(body: unknown, fieldErrors: Record<string, string>, statusText: string): string[] {
  const candidates = isRecord(body) ? [body.Message, body.msg, ...Object.values(fieldErrors)] : [body];
  const texts = candidates.filter((text): text is string => typeof text === 'string' && text.trim() !== '');
  return texts.length > 0 ? [...new Set(texts)] : [statusText || errorWords()('somethingWrong')];
}
