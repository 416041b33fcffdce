import { createPrivateKey, type KeyObject, randomBytes, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { COMPANY_NAME } from '@portal/contract';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** What docs/configuration.md says of each variable: `npm run docs:config` writes it from here, a test checks it. */
export const settings = z.registry<{ meaning: string; shownDefault?: string }>();
function documented<Schema extends z.ZodType>(schema: Schema, meaning: string, shownDefault?: string) {
  settings.add(schema, shownDefault === undefined ? { meaning } : { meaning, shownDefault });
  return schema;
}

const required = 'unset in a demo; **required** otherwise';
const placeholderSeller = 'a placeholder; **required** outside a demo with `SELLER_SST_NO` or `EINVOICE=myinvois`';

export const environment = z.object({
  PORT: documented(z.coerce.number().int().min(0).max(65535).default(3000), 'HTTP port'),
  HOST: documented(
    z.string().min(1).optional(),
    'address to listen on: a demo (its passwords are published) is reachable from this machine only unless set',
    '`127.0.0.1` with `DEMO` on, `0.0.0.0` with it off',
  ),
  DATA_DIR: documented(
    z.string().min(1).default('./data'),
    'the embedded database (`pgdata/`) and the demo mailbox (`mail/`), relative to where `npm` is run; one process at a time',
  ),
  DATABASE_URL: documented(
    z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    '`postgres://…`: this PostgreSQL instead of the embedded PGlite (and `DEMO` off by default)',
  ),
  DATABASE_CONNECT_TIMEOUT_MS: documented(
    z.coerce.number().int().min(100).max(60_000).default(3000),
    'how long a new PostgreSQL connection may take before the request waiting for it answers 503',
  ),
  PUBLIC_URL: documented(
    z.url().optional(),
    'the address users reach, used in mailed links',
    `\`http://localhost:$PORT\` in a demo; **required** otherwise`,
  ),
  SMTP_URL: documented(
    z.url({ protocol: /^smtps?$/ }).optional(),
    '`smtp://user:pass@host:587` or `smtps://…`; unset (a demo only), mails are kept in `DATA_DIR/mail` for the demo mailbox',
    required,
  ),
  MAIL_FROM: documented(z.string().min(3).default('CarSemak <no-reply@carsemak.my>'), 'the sender of every mail'),
  PAYMENT_GATEWAY: documented(
    z.enum(['sandbox', 'billplz']).optional(),
    '`billplz`, or `sandbox` (a page of the portal: Pay or Fail, no money moves; outside a demo every start warns)',
    '`sandbox` in a demo; **required** otherwise',
  ),
  PAYMENT_SIGNING_KEY: documented(
    z.string().min(32, 'must be at least 32 characters').optional(),
    "signs the sandbox gateway's callbacks (32 characters or more)",
    'a random key made once and kept in the database',
  ),
  BILLPLZ_API_KEY: documented(z.string().min(1).optional(), 'Billplz API secret key', 'required with `billplz`'),
  BILLPLZ_COLLECTION_ID: documented(
    z.string().min(1).optional(),
    'the Billplz collection bills are made in',
    'required with `billplz`',
  ),
  BILLPLZ_X_SIGNATURE_KEY: documented(
    z.string().min(1).optional(),
    "checks Billplz's X-Signature; Billplz calls back `PUBLIC_URL/api/Payment/Callback/billplz`",
    'required with `billplz`',
  ),
  BILLPLZ_BASE_URL: documented(
    z.url({ protocol: /^https?$/ }).default('https://www.billplz.com/api/v3'),
    "Billplz's API (`https://www.billplz-sandbox.com/api/v3` for Billplz's own sandbox)",
  ),
  REDIS_URL: documented(
    z.url({ protocol: /^rediss?$/ }).optional(),
    'rate-limit counters shared by every instance; unset, each process counts alone',
  ),
  LOG_LEVEL: documented(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    "pino's level",
  ),
  DEMO: documented(
    flag.optional(),
    'demo accounts and data, the demo mailbox and the MyInvois sandbox',
    'on with PGlite, off with `DATABASE_URL`',
  ),
  DEMO_KEY: documented(
    z.string().min(16, 'must be at least 16 characters').optional(),
    "the key of the demo's own tools (the mailbox, the MyInvois sandbox's control), in their URLs and printed at start",
    'a new random key at each start',
  ),
  RUN_WORKER: documented(
    flag.default(true),
    'run the background jobs inside the server (`false` with `npm run worker` beside several instances)',
  ),
  TRUST_PROXY: documented(
    z
      .string()
      .default('false')
      .refine(
        (value) => flag.safeParse(value).success || value.split(',').every((entry) => isAddressOrRange(entry.trim())),
        'must be true, false, or proxy addresses and CIDR ranges separated by commas (10.0.0.5,10.1.0.0/16)',
      ),
    "whose `X-Forwarded-For` names the client: proxies' addresses or CIDR ranges, or `true` for loopback and private networks",
  ),
  BENCH_ROUTES: documented(flag.default(false), "the benchmark's helper routes (`/api/bench/*`); never in production"),
  RATE_LIMITS: documented(
    flag.default(true),
    'per-caller limits on searches, registrations, mails, payments, bulk uploads and `/api/v1` ([api.md](api.md)); login throttling is always on',
  ),
  REPORT_PAGE_CACHE_BYTES: documented(
    z.coerce
      .number()
      .int()
      .min(0)
      .default(16 * 1024 * 1024),
    'bytes of paid report pages each process keeps drawn ([0072](decisions/0072-report-page-cache.md)); `0` draws every page',
  ),
  SESSION_TTL_HOURS: documented(
    z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 90)
      .default(24 * 7),
    'how long a login lasts',
  ),
  ADMIN_EMAIL: documented(
    z.email().optional(),
    'with `ADMIN_PASSWORD`: this administrator exists after start (a demo then does not make the published one)',
  ),
  ADMIN_PASSWORD: documented(z.string().min(8).optional(), "that administrator's password, set when it is created"),
  METRICS_TOKEN: documented(
    z.string().min(16, 'must be at least 16 characters').optional(),
    '`GET /metrics` for `Authorization: Bearer <token>`; with neither this nor `METRICS_PORT`, no metrics are kept',
  ),
  METRICS_PORT: documented(
    z.coerce.number().int().min(0).max(65535).optional(),
    'a listener on `127.0.0.1:<port>` serving only `/metrics`, without a token (the worker serves its metrics so)',
  ),
  // OpenTelemetry's own variables: the exporter reads the rest of its settings (headers, sampler) itself.
  OTEL_EXPORTER_OTLP_ENDPOINT: documented(
    z.url({ protocol: /^https?$/ }).optional(),
    'OTLP/HTTP traces to `<endpoint>/v1/traces`; unset, no tracing code is loaded ([operations.md](operations.md))',
  ),
  OTEL_SERVICE_NAME: documented(z.string().min(1).default('carsemak-portal'), "the traces' `service.name`"),
  // The seller's numbers printed on every tax invoice and sent to MyInvois (issue 25); its name is COMPANY_NAME.
  SELLER_TIN: documented(
    z
      .string()
      .regex(/^(C|IG|D|E|F|FA|PT|TA|TC|TN|TR|TP|J|LE)\d{8,12}0?$/, 'must be an LHDN TIN such as C2584563200')
      .default('C2584563200'),
    `the seller's LHDN TIN (its name is \`COMPANY_NAME\` in packages/contract); ${placeholderSeller}`,
  ),
  SELLER_BRN: documented(
    z
      .string()
      .regex(/^\d{12}$/, 'must be the 12-digit SSM registration number')
      .default('202401012345'),
    `the seller's SSM registration number; ${placeholderSeller}`,
  ),
  SELLER_SST_NO: documented(
    z.string().min(1).max(35).optional(),
    "the seller's SST number: set, every price carries service tax at `SST_RATE` inside it",
    'unset: not SST-registered, no tax',
  ),
  SELLER_MSIC: documented(
    z
      .string()
      .regex(/^\d{5}$/, 'must be a 5-digit MSIC code')
      .default('63120'),
    "the seller's MSIC code (e-invoices)",
  ),
  SELLER_ACTIVITY: documented(z.string().min(1).max(300).default('Web portals'), "the seller's business activity"),
  SELLER_ADDRESS: documented(
    z
      .string()
      .regex(
        /^[^|]+(\|[^|]+){0,2}\|\d{5}\|[^|]+\|\d{2}$/,
        'must be "line 1[|line 2[|line 3]]|postcode|city|state code"',
      )
      .default('Level 8, Menara CarSemak|Jalan Ampang|50450|Kuala Lumpur|14'),
    `\`line 1[|line 2[|line 3]]|postcode|city|state code\` (MyInvois state codes); ${placeholderSeller}`,
  ),
  SELLER_PHONE: documented(
    z
      .string()
      .regex(/^\+?\d{8,15}$/, 'must be a phone number such as +60321234567')
      .default('+60321234567'),
    "the seller's phone on invoices",
  ),
  SELLER_EMAIL: documented(z.email().default('billing@carsemak.my'), "the seller's e-mail on invoices"),
  SELLER_BANK: documented(
    z
      .string()
      .regex(/^[^|]+\|[\d-]{6,20}$/, 'must be "bank name|account number"')
      .default('Maybank|5140-1234-5678'),
    `\`bank|account\`, printed on invoices for payment by transfer; ${placeholderSeller}`,
  ),
  SST_RATE: documented(
    z.coerce.number().min(0).max(100).default(8),
    "service tax in percent, with `SELLER_SST_NO`; each money row keeps its own day's tax",
  ),
  INVOICE_TERMS_DAYS: documented(
    z.coerce.number().int().min(0).max(365).default(30),
    "a postpaid invoice's due date: its date plus these days",
  ),
  EINVOICE: documented(
    z.enum(['off', 'myinvois']).optional(),
    '`myinvois`: every sale gets its MyInvois e-invoice ([operations.md](operations.md)); `off`: none',
    '`myinvois` with `DEMO` on, `off` with it off',
  ),
  MYINVOIS_API_URL: documented(
    z.url({ protocol: /^https?$/ }).optional(),
    "LHDN's e-invoice API (`https://preprod-api.myinvois.hasil.gov.my` for pre-production)",
    "the portal's own sandbox (`PUBLIC_URL/myinvois-sandbox`) in a demo, else LHDN's production API",
  ),
  MYINVOIS_IDENTITY_URL: documented(
    z.url({ protocol: /^https?$/ }).optional(),
    'where the OAuth token is asked for (`/connect/token`)',
    '`MYINVOIS_API_URL`',
  ),
  MYINVOIS_PORTAL_URL: documented(
    z.url({ protocol: /^https?$/ }).optional(),
    "the base of each document's validation link (`https://preprod.myinvois.hasil.gov.my` for pre-production)",
    "the sandbox's `…/portal` in a demo, else `https://myinvois.hasil.gov.my`",
  ),
  MYINVOIS_CLIENT_ID: documented(
    z.string().min(1).optional(),
    "the portal's ERP client ID, registered in LHDN's MyInvois portal",
    '`sandbox` against the sandbox; **required** otherwise with `EINVOICE=myinvois`',
  ),
  MYINVOIS_CLIENT_SECRET: documented(
    z.string().min(1).optional(),
    'its client secret',
    '`sandbox` against the sandbox; **required** otherwise with `EINVOICE=myinvois`',
  ),
  MYINVOIS_SIGNING_CERT: documented(
    z.string().min(1).optional(),
    "path to the seller's PEM certificate: with `MYINVOIS_SIGNING_KEY`, documents are version 1.1, signed; checked at start",
    'unset: version 1.0, unsigned',
  ),
  MYINVOIS_SIGNING_KEY: documented(z.string().min(1).optional(), 'path to its PEM RSA private key (unencrypted)'),
});

/** The variables the portal reads (docs/operations.md's environment file names no other). */
export const configurationVariables = Object.keys(environment.shape);

export type Config = ReturnType<typeof toConfig>;

/** `10.0.0.5`, `fd00::1`, or a CIDR range of either (`10.1.0.0/16`). */
function isAddressOrRange(entry: string) {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

/**
 * Whose X-Forwarded-For is believed (Fastify's `trustProxy`, read by proxy-addr): the proxies listed, or with `true`
 * any proxy on this machine or a private network (loopback, link-local, RFC 1918 and unique-local addresses), never
 * any hop: a client reaching the portal from outside cannot name its own address.
 */
function trustedProxies(setting: string): string | false {
  const asFlag = flag.safeParse(setting);
  if (!asFlag.success)
    return setting
      .split(',')
      .map((entry) => entry.trim())
      .join(',');
  return asFlag.data ? 'loopback,linklocal,uniquelocal' : false;
}

const publicUrlOf = (env: z.infer<typeof environment>) =>
  (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');

const demoOn = (env: z.infer<typeof environment>) => env.DEMO ?? env.DATABASE_URL === undefined;

function toConfig(env: z.infer<typeof environment>, signing?: Signing) {
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means where npm was run.
  const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), env.DATA_DIR);
  const demo = demoOn(env);
  return {
    port: env.PORT,
    // A demo (known passwords, a public mailbox) is reachable from this machine only unless HOST says otherwise.
    host: env.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    publicUrl: publicUrlOf(env),
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
    /** Opens the demo's own tools (`dev/devmail`, the MyInvois sandbox's control) to whoever started it, whatever the peer. */
    demoKey: env.DEMO_KEY ?? randomBytes(24).toString('base64url'),
    runWorker: env.RUN_WORKER,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    benchRoutes: env.BENCH_ROUTES,
    rateLimits: env.RATE_LIMITS,
    reportPageCacheBytes: env.REPORT_PAGE_CACHE_BYTES,
    sessionTtlHours: env.SESSION_TTL_HOURS,
    /** `/metrics` for a bearer token, and/or a loopback listener of its own; neither: no metrics at all. */
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
    /** Traces sent over OTLP/HTTP (to `<endpoint>/v1/traces`), or none: unset, no tracing code is loaded at all. */
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME }
      : undefined,
    seller: toSeller(env),
    sst: { registered: env.SELLER_SST_NO !== undefined, ratePercent: env.SELLER_SST_NO ? env.SST_RATE : 0 },
    invoiceTermsDays: env.INVOICE_TERMS_DAYS,
    einvoice: toEinvoice(env, signing),
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD }
        : undefined,
  };
}

/** Where the portal's own MyInvois sandbox answers (`features/einvoices/sandbox.ts`), below the portal's address. */
export const MYINVOIS_SANDBOX_PATH = '/myinvois-sandbox';

/**
 * MyInvois, when on. A demo without MYINVOIS_API_URL talks to the portal's own sandbox, which speaks MyInvois's
 * protocol over HTTP (so the same client, jobs and screen run as in production) and takes any client credentials.
 */
function toEinvoice(env: z.infer<typeof environment>, signing?: Signing) {
  if ((env.EINVOICE ?? (demoOn(env) ? 'myinvois' : 'off')) === 'off') return undefined;
  const sandbox = env.MYINVOIS_API_URL === undefined && demoOn(env);
  const apiUrl = (
    env.MYINVOIS_API_URL ?? (sandbox ? publicUrlOf(env) + MYINVOIS_SANDBOX_PATH : PRODUCTION_API)
  ).replace(/\/$/, '');
  return {
    sandbox,
    apiUrl,
    identityUrl: (env.MYINVOIS_IDENTITY_URL ?? apiUrl).replace(/\/$/, ''),
    portalUrl: (env.MYINVOIS_PORTAL_URL ?? (sandbox ? `${apiUrl}/portal` : PRODUCTION_PORTAL)).replace(/\/$/, ''),
    clientId: env.MYINVOIS_CLIENT_ID ?? 'sandbox',
    clientSecret: env.MYINVOIS_CLIENT_SECRET ?? 'sandbox',
    /** Unset: version 1.0 documents, unsigned. */
    signing,
  };
}

const PRODUCTION_API = 'https://api.myinvois.hasil.gov.my';
const PRODUCTION_PORTAL = 'https://myinvois.hasil.gov.my';

export type Seller = Config['seller'];

function toSeller(env: z.infer<typeof environment>) {
  const parts = env.SELLER_ADDRESS.split('|').map((part) => part.trim());
  const [bankName = '', bankAccount = ''] = env.SELLER_BANK.split('|').map((part) => part.trim());
  return {
    name: COMPANY_NAME,
    tin: env.SELLER_TIN,
    brn: env.SELLER_BRN,
    /** `NA` on documents when unset, as MyInvois asks of a supplier not registered for SST. */
    sstNo: env.SELLER_SST_NO,
    msic: env.SELLER_MSIC,
    activity: env.SELLER_ACTIVITY,
    address: {
      lines: parts.slice(0, -3),
      postcode: parts.at(-3) ?? '',
      city: parts.at(-2) ?? '',
      stateCode: parts.at(-1) ?? '',
    },
    phone: env.SELLER_PHONE,
    email: env.SELLER_EMAIL,
    bank: { name: bankName, account: bankAccount },
  };
}

/** A refusal to start that the operator reads as it is: its message alone, without a stack. */
export class StartRefusal extends Error {}

/** A bad or missing environment variable (a refusal to start). */
export class ConfigError extends StartRefusal {}

/**
 * Reads the environment once at boot; every bad variable is named in one readable error. The data commands
 * (migrate, import, generate) take no payments and send no mail, so they do not ask for a gateway, SMTP_URL or
 * PUBLIC_URL.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, { takesPayments = true } = {}): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  // Zod's own English for operators, not the error codes the contract gives answers.
  const parsed = environment.safeParse(present, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message} (got ${shownValue(String(issue.path[0]), env)})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const signing = readSigning(parsed.data);
  const problems = [
    ...(takesPayments ? [...paymentProblems(parsed.data), ...productionProblems(parsed.data)] : []),
    ...einvoiceProblems(parsed.data),
    ...sellerProblems(parsed.data, present),
    ...signing.problems,
  ];
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  return toConfig(parsed.data, signing.credentials);
}

/** A variable that holds a secret whole: its value is never printed. */
const SECRET_NAME = /KEY|SECRET|PASSWORD|TOKEN/;

/**
 * A bad value as a configuration error prints it (to a terminal, a service's journal): a secret's as `(hidden)`, a
 * URL's without the password it carries (`postgres://portal:***@db/portal`).
 */
function shownValue(name: string, env: NodeJS.ProcessEnv) {
  const value = env[name];
  if (value === undefined) return 'nothing';
  if (SECRET_NAME.test(name)) return '(hidden)';
  const withPassword = value.match(/^([a-z][\w+.-]*:\/\/[^/:@]*:)[^@/]*@/i);
  return JSON.stringify(withPassword ? value.replace(withPassword[0], `${withPassword[1]}***@`) : value);
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

/**
 * Outside a demo the portal mails people links they must be able to open: without SMTP_URL its mails would go to a
 * folder nobody reads (and the stuck-outbox alert would never fire), without PUBLIC_URL its links would point at
 * localhost. Refused as an unchosen gateway is, rather than started silently broken.
 */
function productionProblems(env: z.infer<typeof environment>) {
  if (demoOn(env)) return [];
  return [
    ...(env.SMTP_URL ? [] : ['SMTP_URL: required when DEMO is off (smtp://user:pass@host:587 or smtps://…)']),
    ...(env.PUBLIC_URL ? [] : ['PUBLIC_URL: required when DEMO is off (the address users reach, https://…)']),
  ];
}

/**
 * A real tax invoice must not name the demo's placeholder seller: outside a demo, an SST-registered seller (or one
 * sending e-invoices) sets its own name, numbers, address and bank.
 */
function sellerProblems(env: z.infer<typeof environment>, given: Record<string, unknown>) {
  if (demoOn(env) || (env.SELLER_SST_NO === undefined && (env.EINVOICE ?? 'off') === 'off')) return [];
  const keys = ['SELLER_TIN', 'SELLER_BRN', 'SELLER_ADDRESS', 'SELLER_BANK'] as const;
  return keys
    .filter((key) => given[key] === undefined)
    .map((key) => `${key}: required outside a demo when SELLER_SST_NO is set or EINVOICE=myinvois`);
}

/** MyInvois needs the portal's own client credentials from LHDN's taxpayer portal (the demo's sandbox takes any). */
function einvoiceProblems(env: z.infer<typeof environment>) {
  if (toEinvoice(env)?.sandbox !== false) return [];
  const keys = ['MYINVOIS_CLIENT_ID', 'MYINVOIS_CLIENT_SECRET'] as const;
  return keys.filter((key) => !env[key]).map((key) => `${key}: required when EINVOICE=myinvois`);
}

/** The seller's certificate and RSA private key that sign version 1.1 e-invoices. */
interface Signing {
  certificate: X509Certificate;
  privateKey: KeyObject;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The signing certificate and key, read once at start, or why they cannot sign: set together, readable, PEM, an RSA
 * key that is the certificate's own, and a certificate valid today (MyInvois refuses a signature made outside it).
 */
function readSigning(env: z.infer<typeof environment>): { credentials?: Signing; problems: string[] } {
  const certPath = env.MYINVOIS_SIGNING_CERT;
  const keyPath = env.MYINVOIS_SIGNING_KEY;
  if (certPath === undefined && keyPath === undefined) return { problems: [] };
  if (certPath === undefined || keyPath === undefined) {
    return { problems: ['MYINVOIS_SIGNING_CERT and MYINVOIS_SIGNING_KEY must be set together'] };
  }
  const problems: string[] = [];
  const read = (name: string, file: string) => {
    try {
      // Relative to where npm was run, as DATA_DIR.
      return readFileSync(path.resolve(process.env.INIT_CWD ?? process.cwd(), file));
    } catch (error) {
      problems.push(`${name}: cannot read ${file} (${reasonOf(error)})`);
      return undefined;
    }
  };
  const certFile = read('MYINVOIS_SIGNING_CERT', certPath);
  const keyFile = read('MYINVOIS_SIGNING_KEY', keyPath);
  let certificate: X509Certificate | undefined;
  let privateKey: KeyObject | undefined;
  try {
    certificate = certFile && new X509Certificate(certFile);
  } catch {
    problems.push(`MYINVOIS_SIGNING_CERT: ${certPath} is not a PEM X.509 certificate`);
  }
  try {
    privateKey = keyFile && createPrivateKey(keyFile);
  } catch {
    problems.push(`MYINVOIS_SIGNING_KEY: ${keyPath} is not an unencrypted PEM private key`);
  }
  if (privateKey && privateKey.asymmetricKeyType !== 'rsa') {
    problems.push(`MYINVOIS_SIGNING_KEY: ${keyPath} is not an RSA key (MyInvois takes RSA-SHA256 signatures only)`);
  } else if (certificate && privateKey && !certificate.checkPrivateKey(privateKey)) {
    problems.push(`MYINVOIS_SIGNING_KEY: ${keyPath} is not the private key of the certificate in ${certPath}`);
  }
  const day = (date: Date) => date.toISOString().slice(0, 10);
  if (certificate && certificate.validToDate.getTime() < Date.now()) {
    problems.push(`MYINVOIS_SIGNING_CERT: the certificate expired on ${day(certificate.validToDate)}`);
  } else if (certificate && certificate.validFromDate.getTime() > Date.now()) {
    problems.push(`MYINVOIS_SIGNING_CERT: the certificate is not valid before ${day(certificate.validFromDate)}`);
  }
  return certificate && privateKey && problems.length === 0
    ? { credentials: { certificate, privateKey }, problems }
    : { problems };
}
