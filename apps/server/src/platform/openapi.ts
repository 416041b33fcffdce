import type { SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { accountEndpoints, type ErrorCode, errorStatus } from '@portal/contract';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Access } from './access.ts';

/**
 * How the API authenticates, as the access hook reads it: a session token (from `POST /oauth/token`) in the
 * `Authorization: Bearer` header, or the same in the `Authorization` cookie the login answer sets; an API key, for
 * `/api/v1`, in the header only.
 */
export const securitySchemes = {
  session: {
    type: 'http',
    scheme: 'bearer',
    description: `A session token from ${accountEndpoints.token.method} ${accountEndpoints.token.path}`,
  },
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'Authorization',
    description:
      'The login cookie the login answer sets (httpOnly, SameSite=Lax): `Bearer <session token>`, URL-encoded; a change it carries must come from the portal’s own pages',
  },
  apiKey: { type: 'http', scheme: 'bearer', description: 'An API key: live_… or test_…' },
} as const;

const loggedIn: Record<string, string[]>[] = [{ session: [] }, { sessionCookie: [] }];

/** Each route's security, from its `config.access`: what the access hook enforces, so the two cannot drift apart. */
const securityOf: Record<Access, Record<string, string[]>[]> = {
  user: loggedIn,
  admin: loggedIn,
  apikey: [{ apiKey: [] }],
  // Anyone; a logged-in caller is known (a search is recorded as theirs, a report shows them their credit).
  public: [{}, ...loggedIn],
};

const words = (segment: string) =>
  segment
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .toLowerCase();

/** A route's short name from its path (`/api/Invoice/SaveInvoice` → `Invoice: save invoice`) unless it names one. */
function summaryOf(url: string) {
  const named = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api' && !segment.startsWith(':') && !segment.startsWith('{'));
  const [first = 'root', ...rest] = named.map(words);
  const title = `${first.charAt(0).toUpperCase()}${first.slice(1)}`;
  return rest.length > 0 ? `${title}: ${rest.join(' ')}` : title;
}

/** Operation ids given, by route: two paths may read alike (`/api/Account/Closure`, `/api/AccountClosure`). */
const operationIds = new Map<string, string>();

/** A unique operation id from the method and path (`GET /api/Verify/:reference` → `getApiVerifyByReference`). */
function operationIdOf(method: string, url: string) {
  const route = `${method} ${url}`;
  const given = operationIds.get(route);
  if (given) return given;
  const taken = new Set(operationIds.values());
  const base = readableOperationId(method, url);
  let id = base;
  for (let count = 2; taken.has(id); count += 1) id = `${base}${count}`;
  operationIds.set(route, id);
  return id;
}

function readableOperationId(method: string, url: string) {
  const parts = url
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `by_${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((part) => `${part.charAt(0).toUpperCase()}${part.slice(1)}`);
  return `${method.toLowerCase()}${parts.join('')}`;
}

/** The route's own error codes (`Endpoint.errors`), carried in its schema by `route()` to this document only. */
export const ERROR_CODES_KEY = 'errorCodes';
/** Marks an operation whose answers carry the rate limit's headers, for `documentApi` to name them. */
const RATE_LIMITED = 'x-rate-limited';

interface RouteSchema {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  headers?: unknown;
  produces?: readonly string[];
  response?: Record<string, unknown>;
  [ERROR_CODES_KEY]?: readonly ErrorCode[];
}

/** Every code a call may answer: those of its kind (its parts, its access, its limit, the server's) and its own. */
function errorCodesOf(schema: RouteSchema, access: Access, limited: boolean): ErrorCode[] {
  const codes = new Set<ErrorCode>();
  if (schema.params || schema.querystring || schema.body || schema.headers) codes.add('VALIDATION_FAILED');
  if (schema.body) codes.add('REQUEST_UNREADABLE');
  if (access !== 'public') codes.add('UNAUTHORISED');
  if (access === 'apikey') codes.add('API_KEY_INVALID');
  if (access === 'admin') codes.add('FORBIDDEN');
  for (const code of schema[ERROR_CODES_KEY] ?? []) codes.add(code);
  if (limited) codes.add('TOO_MANY_REQUESTS');
  codes.add('SERVER_ERROR');
  codes.add('SERVICE_UNAVAILABLE');
  return [...codes];
}

const errorAnswerRef = { $ref: '#/components/schemas/ErrorAnswer' };

/**
 * One response per status the call may answer, naming its codes and pointing at the one `ErrorAnswer` schema (whose
 * `Code` lists them all, with the sentences in the document's description), so no schema is repeated per operation.
 */
function errorResponses(codes: readonly ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(errorStatus[code], [...(byStatus.get(errorStatus[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      {
        description: `Code ${list.map((code) => `\`${code}\``).join(', ')}`,
        content: { 'application/json': { schema: errorAnswerRef } },
      },
    ]),
  );
}

/** A call that answers a file (a PDF, a workbook) declares its types; one that redirects answers no body. */
function successResponses(schema: RouteSchema) {
  const answers = Object.keys(schema.response ?? {}).some((status) => /^[23]/.test(status));
  if (answers) return {};
  if (!schema.produces?.length) return { 200: { description: 'Default Response', type: 'null' } };
  const file = { schema: { type: 'string', format: 'binary' } };
  return {
    200: {
      description: `The file (${schema.produces.join(', ')})`,
      content: Object.fromEntries(schema.produces.map((type) => [type, file])),
    },
  };
}

/**
 * The one place every documented route gets its security (from `config.access`), a summary, an operation id and the
 * error answers it may give, after the zod schemas are turned into JSON Schema. A route's own `summary` wins, and so
 * does an answer it declares for a status.
 */
export const documentRoute: SwaggerTransform = (input) => {
  // A hidden route (the built-in MyInvois sandbox) is left out of the document: nothing to describe.
  if ((input.schema as { hide?: boolean } | undefined)?.hide) return { schema: input.schema, url: input.url };
  const { [ERROR_CODES_KEY]: _ownCodes, ...zodSchema } = (input.schema ?? {}) as RouteSchema;
  const { schema, url } = jsonSchemaTransform({ ...input, schema: zodSchema });
  const access = input.route.config?.access ?? 'public';
  // The API key's limit (platform/rate-limit.ts) or the route's own.
  const limited = access === 'apikey' || input.route.config?.rateLimit !== undefined;
  const method = Array.isArray(input.route.method) ? (input.route.method[0] ?? 'GET') : input.route.method;
  const transformed = schema as RouteSchema;
  return {
    url,
    schema: {
      ...schema,
      summary: (schema as { summary?: string }).summary ?? summaryOf(input.url),
      operationId: operationIdOf(method, input.url),
      security: securityOf[access],
      response: {
        ...errorResponses(errorCodesOf(input.schema as RouteSchema, access, limited)),
        ...successResponses(transformed),
        ...transformed.response,
      },
      ...(limited && { [RATE_LIMITED]: true }),
    },
  };
};

/** The answer headers a client reads, declared once and referred to by each answer that carries them. */
const answerHeaders = {
  'RateLimit-Limit': { description: 'Calls allowed in the window.', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Calls left in this window.', schema: { type: 'integer' } },
  'RateLimit-Reset': {
    description: 'Seconds until the window ends and the count starts again.',
    schema: { type: 'integer' },
  },
  'Retry-After': { description: 'Seconds to wait before sending the request again.', schema: { type: 'integer' } },
  'Idempotent-Replayed': {
    description: 'true: the stored answer of an earlier request with this Idempotency-Key; nothing was charged again.',
    schema: { type: 'string', enum: ['true'] },
  },
} as const;
type AnswerHeader = keyof typeof answerHeaders;

interface DocumentedOperation {
  [RATE_LIMITED]?: boolean;
  parameters?: { in: string; name: string }[];
  responses?: Record<string, { headers?: Record<string, { $ref: string }> }>;
}

/** The headers an answer of this status carries. */
function headersOf(operation: DocumentedOperation, status: string, limited: boolean): AnswerHeader[] {
  const idempotent = operation.parameters?.some(
    (parameter) => parameter.in === 'header' && parameter.name.toLowerCase() === 'idempotency-key',
  );
  const names: AnswerHeader[] = [];
  // A call refused for want of a valid key is refused before it is counted.
  if (limited && status !== '401') names.push('RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset');
  if (status === '503' || (status === '429' && limited) || (status === '409' && idempotent)) names.push('Retry-After');
  if (idempotent && status.startsWith('2')) names.push('Idempotent-Replayed');
  return names;
}

const schemaRef = '#/components/schemas/';

/**
 * The named schemas the document refers to, directly or through another: zod's registry gives each name an input and
 * an output form (`ReportInput`, `Report`), and only those some operation uses belong in the document.
 */
function usedSchemas(document: { components?: Record<string, unknown> }, schemas: Record<string, unknown>) {
  const used = new Set<string>();
  const visit = (part: unknown) =>
    // JSON.stringify walks every nested value; its replacer sees each `$ref`.
    JSON.stringify(part, (key, value: unknown) => {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(schemaRef)) {
        const name = value.slice(schemaRef.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      }
      return value;
    });
  visit({ ...document, components: { ...document.components, schemas: {} } });
  return used;
}

/** OpenAPI 3.0 gives a schema one `example`; zod's metadata names a list (`examples`), which answers' media types take. */
function withOneExample(schema: unknown) {
  if (typeof schema !== 'object' || schema === null || !('examples' in schema) || !Array.isArray(schema.examples))
    return schema;
  const { examples, ...rest } = schema;
  return { ...rest, example: examples[0] };
}

/**
 * The whole document, after every route: the contract's named schemas (`.meta({ id })`: the report's parts, the error
 * answer) in `components.schemas`, and the answer headers in `components.headers`, referred to where they are sent.
 */
export const documentApi: SwaggerTransformObject = (input) => {
  // openapi-types' union of the OpenAPI 2 and 3 documents types paths loosely; these are the parts read and written.
  const document = jsonSchemaTransformObject(input) as {
    paths?: Record<string, Record<string, DocumentedOperation>>;
    components?: Record<string, unknown>;
  };
  const paths = document.paths ?? {};
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      const limited = operation[RATE_LIMITED] === true;
      delete operation[RATE_LIMITED];
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const names = headersOf(operation, status, limited);
        if (names.length === 0) continue;
        response.headers = Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
      }
    }
  }
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const used = usedSchemas(document, schemas);
  const named = Object.entries(schemas).filter(([name]) => used.has(name));
  const components = {
    ...document.components,
    schemas: Object.fromEntries(named.map(([name, schema]) => [name, withOneExample(schema)])),
    headers: answerHeaders,
  };
  const whole = { ...document, components };
  return whole as ReturnType<SwaggerTransformObject>;
};
