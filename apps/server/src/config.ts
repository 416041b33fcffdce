import { createPrivateKey, type KeyObject, randomBytes, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { COMPANY_NAME } from '@portal/contract';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** How long a new PostgreSQL connection may take before the request waiting for it answers 503. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
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
  /**
   * The key of the demo's own tools (the mailbox, the MyInvois sandbox's control), in their URLs and printed at start;
   * unset: a new random one at each start.
   */
  DEMO_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  RUN_WORKER: flag.default(true),
  TRUST_PROXY: z
    .string()
    .default('false')
    .refine(
      (value) => flag.safeParse(value).success || value.split(',').every((entry) => isAddressOrRange(entry.trim())),
      'must be true, false, or proxy addresses and CIDR ranges separated by commas (10.0.0.5,10.1.0.0/16)',
    ),
  BENCH_ROUTES: flag.default(false),
  RATE_LIMITS: flag.default(true),
  /** Bytes of paid report pages this process keeps drawn (platform/kept-pages.ts); 0 draws every page. */
  REPORT_PAGE_CACHE_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(16 * 1024 * 1024),
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
  // The seller's numbers printed on every tax invoice and sent to MyInvois (issue 25); its name is COMPANY_NAME.
  SELLER_TIN: z
    .string()
    .regex(/^(C|IG|D|E|F|FA|PT|TA|TC|TN|TR|TP|J|LE)\d{8,12}0?$/, 'must be an LHDN TIN such as C2584563200')
    .default('C2584563200'),
  SELLER_BRN: z
    .string()
    .regex(/^\d{12}$/, 'must be the 12-digit SSM registration number')
    .default('202401012345'),
  /** Unset: the seller is not SST-registered and charges no service tax. */
  SELLER_SST_NO: z.string().min(1).max(35).optional(),
  SELLER_MSIC: z
    .string()
    .regex(/^\d{5}$/, 'must be a 5-digit MSIC code')
    .default('63120'),
  SELLER_ACTIVITY: z.string().min(1).max(300).default('Web portals'),
  /** Address lines separated by `|`, then postcode, city and state code: `Line 1|Line 2|50450|Kuala Lumpur|14`. */
  SELLER_ADDRESS: z
    .string()
    .regex(/^[^|]+(\|[^|]+){0,2}\|\d{5}\|[^|]+\|\d{2}$/, 'must be "line 1[|line 2[|line 3]]|postcode|city|state code"')
    .default('Level 8, Menara CarSemak|Jalan Ampang|50450|Kuala Lumpur|14'),
  SELLER_PHONE: z
    .string()
    .regex(/^\+?\d{8,15}$/, 'must be a phone number such as +60321234567')
    .default('+60321234567'),
  SELLER_EMAIL: z.email().default('billing@carsemak.my'),
  /** `Bank name|account number`, printed on invoices for payment by transfer. */
  SELLER_BANK: z
    .string()
    .regex(/^[^|]+\|[\d-]{6,20}$/, 'must be "bank name|account number"')
    .default('Maybank|5140-1234-5678'),
  SST_RATE: z.coerce.number().min(0).max(100).default(8),
  INVOICE_TERMS_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** Unset: `myinvois` in a demo (against the built-in sandbox unless MYINVOIS_API_URL is set), else `off`. */
  EINVOICE: z.enum(['off', 'myinvois']).optional(),
  /** Unset: LHDN's production API, or in a demo the portal's own MyInvois sandbox (`<PUBLIC_URL>/myinvois-sandbox`). */
  MYINVOIS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  MYINVOIS_IDENTITY_URL: z.url({ protocol: /^https?$/ }).optional(),
  MYINVOIS_PORTAL_URL: z.url({ protocol: /^https?$/ }).optional(),
  MYINVOIS_CLIENT_ID: z.string().min(1).optional(),
  MYINVOIS_CLIENT_SECRET: z.string().min(1).optional(),
  /** Paths to the seller's PEM certificate and its PEM RSA private key; both set: documents are version 1.1, signed. */
  MYINVOIS_SIGNING_CERT: z.string().min(1).optional(),
  MYINVOIS_SIGNING_KEY: z.string().min(1).optional(),
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
