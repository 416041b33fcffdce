import { frozenReport, searchKeyField } from './checks.ts';
import { byId } from './common.ts';
import { LIMITS } from './constants.ts';
import { endpointGroup } from './endpoint.ts';
import { z } from './zod.ts';

/** One API key as its owner sees it on the "API access" page: never its secret, only the first characters. */
export const apiKeyRow = z.object({
  id: z.number().int(),
  Name: z.string(),
  /** The secret's first characters (`live_AbC1`), to tell keys apart. */
  Prefix: z.string(),
  Test: z.boolean(),
  CreatedAt: z.string(),
  LastUsedAt: z.string().nullable(),
  RevokedAt: z.string().nullable(),
  /** Calls made with the key (`/api/v1`, any answer) in the last 24 hours. */
  CallsLastDay: z.number().int(),
});
export type ApiKeyRow = z.infer<typeof apiKeyRow>;

export const apiKeyList = z.array(apiKeyRow);

/** `POST /api/ApiKeys`: a name, and whether it is a test key (demo vehicles only, never charged). */
export const createApiKeyRequest = z.object({
  Name: z.string().trim().min(1, 'FIELD_REQUIRED').max(100, 'FIELD_TOO_LONG'),
  Test: z.boolean().default(false),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequest>;

/** The new key with its secret: shown this once, then only its hash is kept. */
export const createdApiKey = apiKeyRow.extend({ Secret: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

/**
 * How many `/api/v1` calls one API key may make: counted per key (not per address) over a one-minute window;
 * the next call answers 429 `TOO_MANY_REQUESTS` until the window ends (docs/api.md, Rate limits).
 */
export const API_V1_RATE_LIMIT = { max: 60, timeWindowMs: 60_000 } as const;
/** Live (not revoked) API keys one account may hold: each has its own rate limit, so the number is bounded too. */
export const API_KEYS_MAX_LIVE = 10;

/**
 * `POST /api/v1/checks`: exactly one of the two numbers, by the web search's rules and messages. `fresh` buys a new
 * report even when the account (or its company) already holds one of that vehicle, which is otherwise answered free.
 */
export const v1CheckRequest = z
  .object({
    registrationNo: searchKeyField(LIMITS.vehicleNo),
    chassisNo: searchKeyField(LIMITS.chassisNo),
    fresh: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (!value.registrationNo && !value.chassisNo) {
      ctx.addIssue({ code: 'custom', path: ['registrationNo'], message: 'SEARCH_FIELD_MISSING' });
    }
    if (value.registrationNo && value.chassisNo) {
      ctx.addIssue({ code: 'custom', path: ['chassisNo'], message: 'SEARCH_BOTH_FIELDS' });
    }
  });

const v1ChecksPath = '/api/v1/checks';

const checkExample = {
  reference: 'CHK-2026-000123',
  test: false,
  registrationNo: 'BMK 8821',
  chassisNo: 'PM2L252S002107437',
  make: 'PERODUA',
  model: 'VIVA',
  year: 2012,
  paidAt: '2026-11-23T02:00:00.000Z',
  reportUrl: 'https://portal.example/check/check/3Xb…',
  writtenOff: false,
  pdfUrl: `https://portal.example${v1ChecksPath}/CHK-2026-000123/pdf`,
  chargedCredit: 1,
  chargedSen: null,
  firstCharge: { credit: 1, sen: null },
  alreadyOwned: false,
};

/** A paid check as the API answers it. */
export const v1CheckAnswer = z
  .object({
    reference: z.string(),
    /** True for a test key's answer: a demo vehicle, nothing charged, nothing kept. */
    test: z.boolean(),
    registrationNo: z.string().nullable(),
    chassisNo: z.string().nullable(),
    make: z.string().nullable(),
    model: z.string().nullable(),
    year: z.number().int().nullable(),
    paidAt: z.string().nullable(),
    /** The report in the portal (log in as the account's user to see it). */
    reportUrl: z.string().nullable(),
    /**
     * The report's write-off flag (issue 42): true when a claim records the car as a total loss, beyond economical
     * repair or stolen and not recovered; null for a report sold before the portal read it.
     */
    writtenOff: z.boolean().nullable(),
    /** With the account's `APIIncludePDF` flag: the PDF, fetched with the same key. */
    pdfUrl: z.string().nullable().optional(),
    /** With the account's `APIIncludeData` flag: the frozen report (BasicInfo, ClaimLists, ABIInfo, Notices). */
    report: frozenReport.optional(),
    /** Credits this call took (0 when `alreadyOwned`); null when the check is not paid with credit (postpaid, test). */
    chargedCredit: z.number().nullable(),
    /** Sen this call put on the postpaid invoice (0 when `alreadyOwned`); null when the check is not postpaid. */
    chargedSen: z.number().int().nullable(),
    /** What the report cost when it was bought: this call's charge, or the earlier purchase's when `alreadyOwned`. */
    firstCharge: z.object({ credit: z.number().nullable(), sen: z.number().int().nullable() }),
    /**
     * True when this call charged nothing because the account or its company already held a paid report of the
     * vehicle: the answer is that report (its reference, date and `firstCharge`). Ask with `fresh: true` for a new one.
     */
    alreadyOwned: z.boolean(),
  })
  .meta({ id: 'V1Check', examples: [checkExample] });
export type V1CheckAnswer = z.infer<typeof v1CheckAnswer>;

export const v1ReferenceParams = z.object({ ref: z.string().max(40) });

export const v1Balance = z.object({
  credit: z.number(),
  postpaid: z.boolean(),
  /** Sen per check on the invoice, for a postpaid account. */
  postpaidRateSen: z.number().int().nullable(),
  /** Credits one check costs when paid with credit. */
  creditPerCheck: z.number(),
});
export type V1Balance = z.infer<typeof v1Balance>;

const apiKeys = endpointGroup('api keys');

/** The "API access" page's calls (session). */
export const apiKeyEndpoints = {
  list: apiKeys.get('/api/ApiKeys', {
    description: "The user's API keys (company users and administrators).",
    answer: apiKeyList,
    errors: ['API_KEYS_COMPANY_ONLY'],
  }),
  create: apiKeys.post('/api/ApiKeys', {
    description:
      'Creates a key; its secret is in this answer only (stored hashed). An account holds at most 10 live keys: ' +
      'one more is refused with API_KEYS_TOO_MANY (409) and nothing is created.',
    body: createApiKeyRequest,
    answer: createdApiKey,
    errors: ['API_KEYS_COMPANY_ONLY', 'API_KEYS_TOO_MANY'],
  }),
  revoke: apiKeys.post('/api/ApiKeys/Revoke', {
    query: byId,
    answer: apiKeyRow,
    errors: ['API_KEYS_COMPANY_ONLY', 'API_KEY_NOT_FOUND'],
  }),
};

/** `Idempotency-Key`: a buy sent again (after a timeout, say) is charged once. */
export const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'Any 1 to 255 visible characters: the same key and body within 24 hours answer the first answer again, charged ' +
        'once; while the first request runs, 409 IDEMPOTENCY_KEY_IN_PROGRESS with Retry-After (send it again then)',
    ),
});

const v1 = endpointGroup('v1');
/** The versioned API for a company's programs (API key). */
export const v1Endpoints = {
  check: v1.post(v1ChecksPath, {
    description:
      'Buys a check of one vehicle (exactly one of registrationNo / chassisNo), charged as a web check: 201. ' +
      'A vehicle whose paid report the account or its company already holds: 200 with that report and ' +
      'alreadyOwned true, nothing charged (fresh: true buys a new one). Not found: 404, free. Too little ' +
      'credit: 402. Test keys: demo vehicles only, never charged.',
    headers: idempotencyHeader,
    body: v1CheckRequest.meta({ examples: [{ registrationNo: 'BMK 8821' }, { chassisNo: 'PM2L252S002107437' }] }),
    answer: v1CheckAnswer,
    otherAnswers: { 201: v1CheckAnswer },
    errors: [
      'API_TEST_KEY_DEMO_ONLY',
      'API_CREDIT_INSUFFICIENT',
      'VEHICLE_NOT_FOUND',
      'IDEMPOTENCY_KEY_INVALID',
      'IDEMPOTENCY_KEY_IN_PROGRESS',
      'IDEMPOTENCY_KEY_REUSED',
    ],
  }),
  checkByReference: v1.get(`${v1ChecksPath}/:ref`, {
    params: v1ReferenceParams,
    answer: v1CheckAnswer,
    errors: ['CHECK_NOT_FOUND'],
  }),
  pdf: v1.get(`${v1ChecksPath}/:ref/pdf`, {
    params: v1ReferenceParams,
    produces: ['application/pdf'],
    errors: ['CHECK_NOT_FOUND'],
  }),
  balance: v1.get('/api/v1/balance', {
    answer: v1Balance.meta({ examples: [{ credit: 20, postpaid: false, postpaidRateSen: null, creditPerCheck: 1 }] }),
  }),
};
