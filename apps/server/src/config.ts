import path from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('CarSemak <no-reply@carsemak.my>'),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'billplz']).optional(),
  PAYMENT_SIGNING_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  BILLPLZ_API_KEY: z.string().min(1).optional(),
  BILLPLZ_COLLECTION_ID: z.string().min(1).optional(),
  BILLPLZ_X_SIGNATURE_KEY: z.string().min(1).optional(),
  BILLPLZ_BASE_URL: z.url({ protocol: /^https?$/ }).default('https://www.billplz.com/api/v3'),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO: flag.optional(),
  RUN_WORKER: flag.default(true),
  TRUST_PROXY: flag.default(false),
  BENCH_ROUTES: flag.default(false),
  RATE_LIMITS: flag.default(true),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // OpenTelemetry's own variables: the exporter reads the rest of its settings (headers, timeout) itself.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('carsemak-portal'),
});

export type Config = ReturnType<typeof toConfig>;

const demoOn = (env: z.infer<typeof environment>) => env.DEMO ?? env.DATABASE_URL === undefined;

function toConfig(env: z.infer<typeof environment>) {
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means where npm was run.
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), env.DATA_DIR);
  const demo = demoOn(env);
  return {
    port: env.PORT,
    // A demo (known passwords, a public mailbox) is reachable from this machine only unless HOST says otherwise.
    host: env.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    mailDir: path.join(dataDir, 'mail'),
    // Without DEMO, loadConfig refuses a missing PAYMENT_GATEWAY; a demo pays in the sandbox.
    paymentGateway: env.PAYMENT_GATEWAY ?? 'sandbox',
    payment: {
      /** Signs the sandbox gateway's callbacks; unset: a random key made once and kept in the database. */
      signingKey: env.PAYMENT_SIGNING_KEY,
      billplz: {
        apiKey: env.BILLPLZ_API_KEY ?? '',
        collectionId: env.BILLPLZ_COLLECTION_ID ?? '',
        xSignatureKey: env.BILLPLZ_X_SIGNATURE_KEY ?? '',
        baseUrl: env.BILLPLZ_BASE_URL.replace(/\/$/, ''),
      },
    },
    redisUrl: env.REDIS_URL,
    logLevel: env.LOG_LEVEL,
    demo,
    runWorker: env.RUN_WORKER,
    trustProxy: env.TRUST_PROXY,
    benchRoutes: env.BENCH_ROUTES,
    rateLimits: env.RATE_LIMITS,
    sessionTtlHours: env.SESSION_TTL_HOURS,
    /** `/metrics` for a bearer token, and/or a loopback listener of its own; neither: no metrics at all. */
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
    /** Traces sent over OTLP/HTTP (to `<endpoint>/v1/traces`), or none: unset, no tracing code is loaded at all. */
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME }
      : undefined,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
  };
}

export class ConfigError extends Error {}

/**
 * Reads the environment once at boot; every bad variable is named in one readable error. The data commands
 * (migrate, import, generate) take no payments, so they do not ask for a gateway.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { takesPayments = true } = {}): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  // Zod's own English for operators, not the error codes the contract gives answers.
  const parsed = environment.safeParse(present, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const problems = takesPayments ? paymentProblems(parsed.data) : [];
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return toConfig(parsed.data);
}

/**
 * Outside a demo the gateway is chosen on purpose: the sandbox lets anyone mark a payment paid. The Billplz
 * gateway needs all three of its keys.
 */
function paymentProblems(env: z.infer<typeof environment>) {
  if (env.PAYMENT_GATEWAY === undefined && !demoOn(env)) {
    return ['PAYMENT_GATEWAY: required when DEMO is off (billplz, or sandbox where no real money is taken)'];
  }
  if (env.PAYMENT_GATEWAY !== 'billplz') return [];
  const keys = ['BILLPLZ_API_KEY', 'BILLPLZ_COLLECTION_ID', 'BILLPLZ_X_SIGNATURE_KEY'] as const;
  return keys.filter((key) => !env[key]).map((key) => `${key}: required when PAYMENT_GATEWAY=billplz`);
}
