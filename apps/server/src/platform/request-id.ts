import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a load balancer's own id may look like to be kept: short, and nothing a log line or a header could misread. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request's id (pino's `reqId`, the `X-Request-Id` answered, the `RequestId` of a 5xx body): the load balancer's
 * `X-Request-Id` when it is a sane token, so that its log and ours name the request alike; else a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const offered = request.headers['x-request-id'];
  return typeof offered === 'string' && SANE_REQUEST_ID.test(offered) ? offered : randomUUID();
}
