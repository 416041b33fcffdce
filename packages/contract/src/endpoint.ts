import type { ErrorCode } from './errors/codes.ts';
import type { z } from './zod.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the portal's HTTP API, declared once: the server registers its route from it (and `/api/docs` describes
 * it), the web calls through it. A path is written nowhere else.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify's form: `:name` stands for a path parameter declared in `params`. */
  readonly path: string;
  /** The group in `/api/docs`. */
  readonly tags?: readonly string[];
  readonly description?: string;
  /** Left out of `/api/docs` (the benchmark's and the demo's own calls). */
  readonly hide?: boolean;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly headers?: z.ZodType;
  readonly body?: z.ZodType;
  /** Request types other than JSON (file uploads: `multipart/form-data`). */
  readonly consumes?: readonly string[];
  /** Answer types other than JSON (PDF, spreadsheets, zips, images). */
  readonly produces?: readonly string[];
  /** The JSON answer of a success (200); absent where the answer is a file, a redirect or a page. */
  readonly answer?: z.ZodType;
  /** Other successful statuses with their answers (201 for a new purchase). */
  readonly otherAnswers?: Readonly<Record<number, z.ZodType>>;
  /**
   * The error codes of this call's own rules, listed in `/api/docs` under their statuses; those every call of its kind
   * may answer (a field fault, no login, the database away) are added there by its access and parts.
   */
  readonly errors?: readonly ErrorCode[];
}

/** Declares an endpoint, keeping its exact schema types for the server's handler and the web's call. */
export const endpoint = <const E extends Endpoint>(declaration: E): E => declaration;

type Part = 'params' | 'query' | 'body' | 'headers';

/** What the caller sends in one part of the request (before the schema's defaults and transforms). */
export type InputOf<E extends Endpoint, P extends Part> = E[P] extends z.ZodType ? z.input<E[P]> : undefined;
/** What the server's handler receives in one part of the request (after parsing). */
export type ParsedOf<E extends Endpoint, P extends Part> = E[P] extends z.ZodType ? z.output<E[P]> : undefined;

type SentPart = 'params' | 'query' | 'body';
/** A declared part whose schema takes `undefined` (a multipart form, whose files Fastify leaves unparsed). */
type OptionalPart<E extends Endpoint, P extends SentPart> = E[P] extends z.ZodType
  ? undefined extends z.input<E[P]>
    ? P
    : never
  : never;
type DeclaredParts<E extends Endpoint> = {
  [P in SentPart as E[P] extends z.ZodType ? Exclude<P, OptionalPart<E, P>> : never]: InputOf<E, P>;
} & { [P in SentPart as OptionalPart<E, P>]?: InputOf<E, P> };
/** The parts a call of `E` sends: exactly those its declaration has (one its schema lets be absent may be left out). */
export type EndpointInput<E extends Endpoint> = DeclaredParts<E>;

/** The parsed answer of a call of `E`; `unknown` for endpoints that answer with a file or a redirect. */
export type EndpointAnswer<E extends Endpoint> = E['answer'] extends z.ZodType ? z.output<E['answer']> : unknown;
/** What the server's handler returns for `E` (the schema serialises it). */
export type EndpointReply<E extends Endpoint> = E['answer'] extends z.ZodType ? z.input<E['answer']> : unknown;

type QueryValue = string | number | boolean | null | undefined;

/**
 * The endpoint's address with its path parameters and query filled in: for links (downloads, QR images) and for
 * calls made without `fetch` (uploads with progress). Unset query values are left out.
 */
export function endpointUrl<E extends Endpoint>(
  declaration: E,
  input: { params?: Record<string, string | number>; query?: Record<string, QueryValue> } = {},
): string {
  const path = declaration.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = input.params?.[name];
    if (value === undefined) throw new Error(`${declaration.path}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  // The contract runs where URLSearchParams may not be declared (no DOM or Node types), so the query is encoded here.
  const query = Object.entries(input.query ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** What a declaration says besides its method, path and group. */
type EndpointParts = Omit<Endpoint, 'method' | 'path' | 'tags'>;

const declareIn =
  <const M extends HttpMethod>(method: M, tags: readonly string[]) =>
  <const P extends EndpointParts>(path: string, parts: P) =>
    endpoint({ method, path, tags, ...parts });

/**
 * The endpoints of one group of `/api/docs` (a feature): `get`, `post` and `put` declare each with the group's tag,
 * so a declaration says only its path and what is its own.
 */
export function endpointGroup(tag: string) {
  const tags = [tag];
  return { get: declareIn('GET', tags), post: declareIn('POST', tags), put: declareIn('PUT', tags) };
}
