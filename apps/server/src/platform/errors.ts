import {
  type ErrorCode,
  type ErrorParams,
  errorStatus,
  errorText,
  type IssueLike,
  issueError,
  type Language,
} from '@portal/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../db/errors.ts';

/** One field's fault: its code and the values of its sentence. */
export interface FieldFault {
  code: ErrorCode;
  params?: ErrorParams | undefined;
}
export type FieldFaults = Record<string, FieldFault>;

type Extra = Record<string, unknown> | ((language: Language) => Record<string, unknown>);

/**
 * An answer the client is meant to read: `{ Code, Message, errors?, errorCodes?, RequestId? }`, its HTTP status the code's
 * in the contract's table. The words are chosen when answering, in the request's language.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly params: ErrorParams | undefined;
  readonly fields: FieldFaults | undefined;
  readonly extra: Extra | undefined;

  constructor(code: ErrorCode, options: { params?: ErrorParams; fields?: FieldFaults; extra?: Extra } = {}) {
    super(code);
    this.code = code;
    this.statusCode = errorStatus[code];
    this.params = options.params;
    this.fields = options.fields;
    this.extra = options.extra;
  }
}

export const httpError = (code: ErrorCode, params?: ErrorParams) => new HttpError(code, { params });
export const notFound = () => new HttpError('NOT_FOUND');
/** One field at fault: the answer's Code and Message are the field's own. */
export const fieldError = (field: string, code: ErrorCode, params?: ErrorParams) =>
  new HttpError(code, { params, fields: { [field]: { code, params } } });

/** 400 VALIDATION_FAILED with every field's first fault (field path → code), as a contract schema failing. */
export function invalidFields(issues: readonly { path: string; issue: IssueLike }[]): HttpError {
  const fields: FieldFaults = {};
  for (const { path, issue } of issues) fields[path] ??= issueError(issue);
  return new HttpError('VALIDATION_FAILED', { fields });
}

/** A zod error of a contract schema as the 400 answer the web forms read. */
export const zodError = (error: z.ZodError, fallbackPath = 'body') =>
  invalidFields(error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || fallbackPath, issue })));

/** A body checked against its contract schema; faults answer 400 with the field messages. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw zodError(result.error);
}

/** The answer's body in a language: Message, each field's sentence (`errors`) and code (`errorCodes`). */
export function errorAnswerOf(error: HttpError, language: Language) {
  const errors: Record<string, string> = {};
  const errorCodes: Record<string, ErrorCode> = {};
  for (const [field, fault] of Object.entries(error.fields ?? {})) {
    errors[field] = errorText(language, fault.code, fault.params);
    errorCodes[field] = fault.code;
  }
  const fieldTexts = [...new Set(Object.values(errors))];
  const Message =
    error.code === 'VALIDATION_FAILED' && fieldTexts.length > 0
      ? fieldTexts.join(' ')
      : errorText(language, error.code, error.params);
  const extra = typeof error.extra === 'function' ? error.extra(language) : error.extra;
  return { Code: error.code, Message, ...(error.fields ? { errors, errorCodes } : {}), ...extra };
}

/** Fastify's own refusals of a request it could not read. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'REQUEST_UNREADABLE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'REQUEST_UNREADABLE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'REQUEST_UNREADABLE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'MEDIA_TYPE_UNSUPPORTED',
  FST_ERR_CTP_BODY_TOO_LARGE: 'REQUEST_TOO_LARGE',
};

/** Another client error (a plugin's, say) by its status; the status stays the plugin's. */
const codeOfStatus: Record<number, ErrorCode> = {
  401: 'UNAUTHORISED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'REQUEST_TOO_LARGE',
  415: 'MEDIA_TYPE_UNSUPPORTED',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * Seconds a client is asked to wait (`Retry-After`) when the database is away: a restart takes a few, and a
 * failover's new primary usually answers within this.
 */
export const RETRY_AFTER_SECONDS = 5;

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply.status(error.statusCode).send(errorAnswerOf(error, request.language));
  }
  if (isDatabaseUnavailable(error)) {
    // Not a fault of the request nor of the code: the same request works again once the database is back.
    request.log.warn({ err: error }, 'database unavailable');
    return reply
      .status(errorStatus.SERVICE_UNAVAILABLE)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .send(serverFault(new HttpError('SERVICE_UNAVAILABLE'), request));
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const answer = invalidFields(
      error.validation.map((issue) => ({
        path:
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(error.validationContext ?? 'request'),
        issue: { ...issue.params, message: issue.message },
      })),
    );
    return reply.status(answer.statusCode).send(errorAnswerOf(answer, request.language));
  }
  const known = fastifyCodes[error.code];
  if (known) return reply.status(errorStatus[known]).send(errorAnswerOf(new HttpError(known), request.language));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = codeOfStatus[status] ?? 'REQUEST_INVALID';
    return reply.status(status).send(errorAnswerOf(new HttpError(code), request.language));
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send(serverFault(new HttpError('SERVER_ERROR'), request));
}

/** A 5xx answer names its request (`RequestId`): a user's screenshot of it leads support to the request's log lines. */
const serverFault = (error: HttpError, request: FastifyRequest) => ({
  ...errorAnswerOf(error, request.language),
  RequestId: request.id,
});
