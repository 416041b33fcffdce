import { messages } from '@portal/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type FieldErrors = Record<string, string>;

/** An answer the client is meant to read: `{ Message, errors? }` with its HTTP status. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly errors: FieldErrors | undefined;
  readonly extra: Record<string, unknown> | undefined;

  constructor(statusCode: number, message: string, errors?: FieldErrors, extra?: Record<string, unknown>) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.extra = extra;
  }
}

export const badRequest = (message: string, errors?: FieldErrors) => new HttpError(400, message, errors);
export const notFound = (message: string = messages.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** Field path → first message, the shape the web forms put on their fields. */
export function fieldErrors(issues: readonly { path: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
}

export function validationAnswer(errors: FieldErrors) {
  const distinct = [...new Set(Object.values(errors))];
  return { Message: distinct.join(' ') || messages.validationFailed, errors };
}

/** A body checked against its contract schema; faults answer 400 with the field messages. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(
    result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || 'body', message: issue.message })),
  );
  const answer = validationAnswer(errors);
  throw badRequest(answer.Message, answer.errors);
}

const clientErrorCodes: Record<string, number> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 400,
  FST_ERR_CTP_EMPTY_JSON_BODY: 400,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 415,
  FST_ERR_CTP_BODY_TOO_LARGE: 413,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 400,
};

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return reply
      .status(error.statusCode)
      .send({ Message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...error.extra });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(
      error.validation.map((issue) => ({
        path:
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(error.validationContext ?? 'request'),
        message: issue.message ?? messages.validationFailed,
      })),
    );
    return reply.status(400).send(validationAnswer(errors));
  }
  const known = clientErrorCodes[error.code];
  const status = known ?? error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send({ Message: error.message });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ Message: messages.serverError, requestId: request.id });
}
