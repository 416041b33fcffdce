import { createRequire } from 'node:module';
import rateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type RateLimitOptions,
} from '@fastify/rate-limit';
import { API_V1_RATE_LIMIT } from '@portal/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { HttpError } from './errors.ts';
import type { Metrics } from './metrics.ts';
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
  /**
   * A user's own change that the audit log records (details, API keys, attachments, personal data exports, account
   * closure): plenty for a person, per call; without it one account could write audit rows without end.
   */
  auditedChange: { max: 60, timeWindow: '10 minutes' },
  /** A logged-in user's password change, which a wrong current password may be guessing at. */
  accountChange: { max: 10, timeWindow: '10 minutes' },
  /** The public verification of a printed report: enough for people, too few to walk the references. */
  verify: { max: 30, timeWindow: '1 minute' },
  /** Share links made of one report or another: a guest owner makes them without logging in. */
  shareLinks: { max: 20, timeWindow: '10 minutes' },
  /** Bulk files uploaded by one account: a dealer sends one list and perhaps a corrected one. */
  bulkUpload: { max: 5, timeWindow: '1 minute' },
  /** A bulk check's zip of PDF reports, asked to be prepared or downloaded, and its result workbook. */
  bulkReports: { max: 10, timeWindow: '1 minute' },
} satisfies Record<string, RateLimitOptions>;

/**
 * Counters live in Redis when REDIS_URL is set, so every instance behind a load balancer counts
 * together; otherwise in the process. While Redis is away each process counts alone (see
 * `RedisOrLocalStore`) rather than stopping checks or dropping the limits. Instances on one
 * database share one key space.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config, metrics: Metrics) {
  if (!config.rateLimits) return;
  const nameSpace = `carsemak-rl:${sha256(config.databaseUrl ?? config.dataDir).slice(0, 12)}:`;
  await app.register(rateLimit, {
    global: false,
    ...(config.redisUrl ? { store: await redisOrLocalStore(app, config.redisUrl, nameSpace) } : {}),
    keyGenerator: perCaller,
    errorResponseBuilder: () => new HttpError('TOO_MANY_REQUESTS'),
    // Counted by the route's pattern, never the caller's key (an address, a user or an API key).
    onExceeded: (request) => metrics.rateLimitRefused(request.routeOptions.url ?? '(unmatched)'),
    // RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset (IETF draft) on every limited answer; Retry-After on a 429.
    enableDraftSpec: true,
  });
  limitApiKeys(app);
}

type StoreOf<Args extends unknown[]> = new (...args: Args) => FastifyRateLimitStore;
// The plugin's own two stores: CommonJS files of the installed package, which exports them under no name.
const require = createRequire(import.meta.url);
const RedisStore: StoreOf<[boolean, boolean, Redis, string]> = require('@fastify/rate-limit/store/RedisStore.js');
const LocalStore: StoreOf<[boolean, boolean]> = require('@fastify/rate-limit/store/LocalStore.js');

/** After a command failed on a connection ioredis still holds open, how long Redis is left alone before a retry. */
const RETRY_AFTER_MS = 5_000;
/**
 * How long a request waits for Redis's count before counting in the process (a lost connection fails at once).
 * Less is met by a busy process's own pauses, which would count locally for nothing.
 */
const COMMAND_TIMEOUT_MS = 2_000;

/** Whether Redis answers, as ioredis reports it; said in the log once when it goes and once when it is back. */
function watchRedis(redis: Redis, log: FastifyBaseLogger) {
  let away = false;
  let closing = false;
  let failedAt = 0;
  const gone = (error?: Error) => {
    failedAt = Date.now();
    if (away || closing) return;
    away = true;
    log.warn({ err: error }, 'Redis unreachable: rate limits are counted in each process until it is back');
  };
  const back = () => {
    if (!away) return;
    away = false;
    log.info('Redis reachable again: rate limits are counted in Redis');
  };
  redis.on('error', gone);
  redis.on('close', () => gone());
  redis.on('ready', back);
  return {
    /**
     * Not known to be away: a command gets an answer or an error within the command timeout (at start-up it waits
     * in ioredis's queue for the first connection, so no count is lost to the process's own). A command that timed
     * out on a connection still open brings no new 'ready', so Redis is tried again a while after such a failure.
     */
    usable: () => !away || (redis.status === 'ready' && Date.now() - failedAt >= RETRY_AFTER_MS),
    gone,
    answered: back,
    close() {
      closing = true;
      redis.disconnect();
    },
  };
}

type RedisWatch = ReturnType<typeof watchRedis>;

/**
 * Counts in Redis while it answers, else in this process's own counters (the plugin's local store): a limit keeps
 * holding per process during an outage, and Redis's counts are used again as soon as it is back.
 */
class RedisOrLocalStore implements FastifyRateLimitStore {
  readonly #redis: FastifyRateLimitStore;
  readonly #local: FastifyRateLimitStore;
  readonly #watch: RedisWatch;

  constructor(redis: FastifyRateLimitStore, local: FastifyRateLimitStore, watch: RedisWatch) {
    this.#redis = redis;
    this.#local = local;
    this.#watch = watch;
  }

  incr(...args: Parameters<FastifyRateLimitStore['incr']>) {
    const [key, callback, timeWindow, max] = args;
    if (!this.#watch.usable()) return this.#local.incr(...args);
    let settled = false;
    const countLocally = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      this.#watch.gone(error);
      this.#local.incr(...args);
    };
    // Timers run before the event loop reads its sockets: after a pause of this process's own, the answer may be
    // waiting unread. setImmediate runs after that read, so only an answer that really is missing counts as an outage.
    const timer = setTimeout(
      () => setImmediate(() => countLocally(new Error(`Redis did not answer within ${COMMAND_TIMEOUT_MS} ms`))),
      COMMAND_TIMEOUT_MS,
    );
    this.#redis.incr(
      key,
      (error, result) => {
        if (settled) return;
        if (error) return countLocally(error);
        settled = true;
        clearTimeout(timer);
        this.#watch.answered();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
    return new RedisOrLocalStore(this.#redis.child(routeOptions), this.#local.child(routeOptions), this.#watch);
  }
}

export async function redisOrLocalStore(app: FastifyInstance, redisUrl: string, nameSpace: string) {
  // ioredis is loaded only where Redis is configured (docs/decisions/0055-memory.md).
  const { Redis } = await import('ioredis');
  // No ioredis commandTimeout: its timer cannot tell a silent Redis from a pause of our own (RedisOrLocalStore's can).
  // Connected once the portal listens (or at the first count): a connect timer running through a slow start (routes,
  // documentation, static files on a busy machine) would take that start for Redis away.
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  const watch = watchRedis(redis, app.log);
  app.addHook('onListen', async () => {
    // A failure is reported through the client's 'error' event (watchRedis); the limits count locally meanwhile.
    redis.connect().catch(() => {});
  });
  app.addHook('onClose', async () => watch.close());
  return class extends RedisOrLocalStore {
    constructor(options: FastifyRateLimitOptions) {
      // The plugin constructs its store with its merged options, which its types leave empty.
      const { continueExceeding = false, exponentialBackoff = false } = options as RateLimitOptions;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        watch,
      );
    }
  };
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
