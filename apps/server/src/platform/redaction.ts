import type { Span } from '@opentelemetry/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pino from 'pino';

/*
 * What a log line or a span may say of a request (decision 0081). A report's key, a share or verification token, a
 * sandbox bill, a plate, a chassis number, an e-mail address: each opens or names something paid for, and whoever
 * reads logs or traces must not be able to use them. Every logger (the app's, the database's, the worker's) takes
 * `logRedaction`; the trace exporter passes every span through `redactedText`; a request's path is told as
 * `redactedUrl` gives it.
 */

/** What stands where a value was left out. */
export const REDACTED = 'REDACTED';

/**
 * A path segment told as it is when its route is unknown: a word (letters and dashes, no digit), short enough not to be
 * a token. Plates and chassis numbers hold digits, e-mail addresses an `@`, the portal's tokens are 22 characters or
 * more: none of them passes.
 */
const PLAIN_SEGMENT = /^[A-Za-z][A-Za-z-]{0,19}$/;

/** A built file's name under a wildcard route (`/assets/*`): hashed, not secret, and what an operator looks for. */
const BUILT_FILE = /^[\w.-]{1,80}\.(js|css|map|png|svg|ico|webp|woff2?|webmanifest|json|txt)$/;

const segmentOrRedacted = (segment: string) =>
  segment === '' || PLAIN_SEGMENT.test(segment) || BUILT_FILE.test(segment) ? segment : REDACTED;

/** A query parameter's name told as it is: a word, as every name the portal reads is (`vehicleNo`, `t`). */
const PLAIN_NAME = /^[A-Za-z][A-Za-z_.-]{0,39}$/;

/**
 * The address asked for, fit for a log line: each segment that fills a parameter of its route (`/share/:token`)
 * replaced by that parameter's name, each segment of an unknown route (or past a wildcard) kept only when it is a
 * plain word, and the query's values left out (its names kept: `?vehicleNo=REDACTED`).
 */
export function redactedUrl(url: string, route?: string): string {
  const queryStart = url.indexOf('?');
  const segments = (queryStart === -1 ? url : url.slice(0, queryStart)).split('/');
  const pattern = route?.split('/');
  const fits = pattern !== undefined && (pattern.length === segments.length || pattern.at(-1) === '*');
  const path = segments.map((segment, index) => {
    const part = fits ? pattern[index] : undefined;
    if (part === undefined || part === '*') return segmentOrRedacted(segment);
    return part.startsWith(':') ? part : segment;
  });
  const names =
    queryStart === -1
      ? []
      : url
          .slice(queryStart + 1)
          .split('&')
          .filter((pair) => pair !== '')
          .map((pair) => pair.split('=', 1)[0] ?? '')
          .map((name) => `${PLAIN_NAME.test(name) ? name : REDACTED}=${REDACTED}`);
  return path.join('/') + (names.length > 0 ? `?${names.join('&')}` : '');
}

const EMAIL_ADDRESS = /[^\s@"'<>()[\]{},;:]+@[^\s@"'<>()[\]{},;:]+\.[A-Za-z]{2,}/g;
const QUERY_VALUE = /([?&][\w.-]{1,40}=)[^&\s"'<>#]*/g;
/** A run of letters and digits (and `-`, `_`) 22 long or more, holding both: a token, a key, a hash. */
const TOKEN_LIKE = /(?<![\w-])(?=[\w-]*\d)(?=[\w-]*[A-Za-z])[\w-]{22,}(?![\w-])/g;

/** Free text (an error's message, a span's attribute) with e-mail addresses, query values and token-like runs left out. */
export function redactedText(text: string): string {
  return text.replace(EMAIL_ADDRESS, REDACTED).replace(QUERY_VALUE, `$1${REDACTED}`).replace(TOKEN_LIKE, REDACTED);
}

const pageRoutes = new WeakMap<FastifyRequest, string>();
const requestSpans = new WeakMap<FastifyRequest, Span>();

/** The pattern a request matched: its API route's (`/api/Share/Report/:token`) or its page's (`/share/:token`). */
export const routeOf = (request: FastifyRequest): string | undefined =>
  request.routeOptions.url ?? pageRoutes.get(request);

/** Tracing keeps each request's span here, to be named by its page once the page is known (`settlePageRoute`). */
export function keepRequestSpan(request: FastifyRequest, span: Span) {
  requestSpans.set(request, span);
}

/**
 * A page is found by React Router after Fastify's routing (it is Fastify's not-found answer): its pattern names the
 * request's span and log line from then on.
 */
export function settlePageRoute(request: FastifyRequest, route: string) {
  pageRoutes.set(request, route);
  const span = requestSpans.get(request);
  span?.updateName(`${request.method} ${route}`);
  span?.setAttributes({ 'http.route': route, 'url.path': redactedUrl(request.url.split('?', 1)[0] ?? '/', route) });
}

const errorForLog = (error: Error) => {
  const told = pino.stdSerializers.err(error);
  return { ...told, message: redactedText(told.message), stack: redactedText(told.stack) };
};

/**
 * pino's options for every logger of the portal: the request told by its method, route, redacted address and client
 * address (no header: the login's cookie and bearer token are never written), an error's message and stack redacted.
 */
export const logRedaction = {
  serializers: {
    req: (request: FastifyRequest) => {
      const route = routeOf(request);
      return {
        method: request.method,
        ...(route && { route }),
        url: redactedUrl(request.url, route),
        remoteAddress: request.ip,
      };
    },
    res: (reply: Pick<FastifyReply, 'statusCode'> & Partial<Pick<FastifyReply, 'request'>>) => {
      const route = reply.request && routeOf(reply.request);
      return {
        statusCode: reply.statusCode,
        ...(reply.request && route && { route, url: redactedUrl(reply.request.url, route) }),
      };
    },
    err: errorForLog,
  },
};
