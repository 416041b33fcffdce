import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { API_V1_RATE_LIMIT } from '@portal/contract';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { HttpError } from './errors.ts';
import { sha256 } from './secrets.ts';

const perCaller = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `address:${request.ip}`);

/** A `/api/v1` call counts against its API key (set by the access check, which runs first), whatever its address. */
const perApiKey = (request: FastifyRequest) =>
  request.apiKey ? `apikey:${request.apiKey.id}` : `address:${request.ip}`;

/**
 * Limits for the calls a stranger could use to fill our tables or someone's inbox. Counted per
 * logged-in user, or per address for guests.
 */
export const rateLimits = {
  search: { max: (request: FastifyRequest) => (request.user ? 120 : 30), timeWindow: '1 minute' },
  payment: { max: 20, timeWindow: '1 minute' },
  registration: { max: 10, timeWindow: '10 minutes' },
  mail: { max: 5, timeWindow: '10 minutes' },
  /** The public verification of a printed report: enough for people, too few to walk the references. */
  verify: { max: 30, timeWindow: '1 minute' },
  /** Bulk files uploaded by one account: a dealer sends one list and perhaps a corrected one. */
  bulkUpload: { max: 5, timeWindow: '1 minute' },
  /** A bulk check's zip of PDF reports, asked to be prepared or downloaded, and its result workbook. */
  bulkReports: { max: 10, timeWindow: '1 minute' },
} satisfies Record<string, RateLimitOptions>;

/**
 * Counters live in Redis when REDIS_URL is set, so every instance behind a load balancer counts
 * together; otherwise in the process. A Redis outage lets requests through (after at most half a
 * second) rather than stopping checks. Instances on one database share one key space.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config) {
  if (!config.rateLimits) return;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 500 })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unreachable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    redis,
    nameSpace: `carsemak-rl:${sha256(config.databaseUrl ?? config.dataDir).slice(0, 12)}:`,
    keyGenerator: perCaller,
    errorResponseBuilder: () => new HttpError('TOO_MANY_REQUESTS'),
    // RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset (IETF draft) on every limited answer; Retry-After on a 429.
    enableDraftSpec: true,
  });
  limitApiKeys(app);
}

/**
 * Every `/api/v1` route (access `apikey`) shares one counter per API key: one limiter, not one per route, added to
 * each such route's onRequest hooks, which run after the access check has found the key.
 */
function limitApiKeys(app: FastifyInstance) {
  const perKey = app.rateLimit({
    max: API_V1_RATE_LIMIT.max,
    timeWindow: API_V1_RATE_LIMIT.timeWindowMs,
    keyGenerator: perApiKey,
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.access !== 'apikey') return;
    route.onRequest = [route.onRequest ?? []].flat().concat(perKey);
  });
}
