import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { callCountsSince, insertApiCall } from './queries.ts';

/**
 * Logs every `/api/v1` call made with a valid API key (a call without one has no key to log it under): the key,
 * method, route pattern (`/api/v1/checks/:ref`, never the reference), status, duration and time. Written after the
 * answer has gone, so a slow or failing insert neither delays nor changes the answer; a failure is only logged.
 */
export function logApiCalls(app: FastifyInstance, db: Db) {
  const logCall = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.apiKey) return;
    const durationMs = Math.round(reply.elapsedTime);
    try {
      await insertApiCall(db, {
        api_key_id: request.apiKey.id,
        method: request.method.slice(0, 10),
        route: (request.routeOptions.url ?? request.url.split('?')[0] ?? '').slice(0, 200),
        status_code: reply.statusCode,
        duration_ms: durationMs,
        called_at: new Date(Date.now() - durationMs),
      });
    } catch (error) {
      request.log.warn({ err: error, apiKey: request.apiKey.id }, 'could not log an API call');
    }
  };
  // On the `/api/v1` routes (access `apikey`) only, rather than a hook every other answer runs too.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.access !== 'apikey') return;
    route.onResponse = [route.onResponse ?? []].flat().concat(logCall);
  });
}

/** How many calls each of these keys made in the last 24 hours. */
export async function callsLastDay(db: Db, keyIds: number[]) {
  if (keyIds.length === 0) return new Map<number, number>();
  const rows = await callCountsSince(db, keyIds, new Date(Date.now() - 24 * 60 * 60_000));
  return new Map(rows.map((row) => [row.api_key_id, Number(row.calls)]));
}
