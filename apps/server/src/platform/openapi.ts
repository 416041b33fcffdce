import type { SwaggerTransform } from '@fastify/swagger';
import { accountEndpoints } from '@portal/contract';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
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

/**
 * The one place every documented route gets its security (from `config.access`), a summary and an operation id,
 * after the zod schemas are turned into JSON Schema. A route's own `summary` wins.
 */
export const documentRoute: SwaggerTransform = (input) => {
  // A hidden route (the built-in MyInvois sandbox) is left out of the document: nothing to describe.
  if ((input.schema as { hide?: boolean } | undefined)?.hide) return { schema: input.schema, url: input.url };
  const { schema, url } = jsonSchemaTransform(input);
  const access = input.route.config?.access ?? 'public';
  const method = Array.isArray(input.route.method) ? (input.route.method[0] ?? 'GET') : input.route.method;
  return {
    url,
    schema: {
      ...schema,
      summary: (schema as { summary?: string }).summary ?? summaryOf(input.url),
      operationId: operationIdOf(method, input.url),
      security: securityOf[access],
    },
  };
};
