import {
  DEFAULT_LANGUAGE,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type ErrorCode,
  endpointUrl,
  errorCodesTexts,
  i18n,
  isErrorCode,
  isLanguage,
} from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { askToLogin, showErrorPopup } from './api-problems';
import { authorizationHeader } from './token';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Checks the answer and turns it into T; without it the answer is trusted to be T. */
  parse?: (body: unknown) => T;
  /** The caller shows 400 and 409 errors itself (on form fields or inline), so no Opps! popup. */
  handlesErrors?: boolean;
  /** For the caller a 401 only means "not logged in", so no login prompt. */
  allowAnonymous?: boolean;
  /** A step of paying: a 401 here refused the payment, so the login prompt says that nothing was charged. */
  payment?: boolean;
}

/** The words around error answers, in the current language. */
const errorWords = () => errorCodesTexts.of(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/**
 * A failed call: HTTP status (0 when the server was not reached), its stable `Code` (decide by it, never by the
 * words), messages to show (the server's, in the request's language), and each field's sentence and code.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly messages: string[];
  readonly fieldErrors: Record<string, string>;
  readonly fieldCodes: Record<string, ErrorCode>;

  constructor(status: number, statusText: string, body: unknown) {
    const fieldErrors = fieldErrorsOf(body);
    const found = messagesOf(body, fieldErrors, statusText);
    super(found.join('\n'));
    this.name = 'ApiError';
    this.status = status;
    this.code = isRecord(body) && isErrorCode(body.Code) ? body.Code : undefined;
    this.messages = found;
    this.fieldErrors = fieldErrors;
    this.fieldCodes = fieldCodesOf(body);
  }
}

/** How calls reach the server: the browser's fetch, or the server itself while it renders a page (render-on-server). */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function sendCallsWith(send: typeof fetch): void {
  transport = send;
}

/** How a call treats failures (spec section 8); the method, path and schemas come from the endpoint. */
export type CallOptions = Pick<ApiRequest<unknown>, 'handlesErrors' | 'allowAnonymous' | 'payment'>;

type CallArgs<E extends Endpoint> = keyof EndpointInput<E> extends never
  ? [input?: EndpointInput<E>, options?: CallOptions]
  : [input: EndpointInput<E>, options?: CallOptions];

/**
 * Calls a contract endpoint: its path and method from the declaration, the input typed by its schemas, the answer
 * parsed by its answer schema.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<EndpointAnswer<E>> {
  const parts = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: ApiRequest<unknown>['query'];
    body?: unknown;
  };
  return api(endpointUrl(endpoint, { params: parts.params }), {
    ...options,
    method: endpoint.method,
    query: parts.query,
    body: parts.body,
    parse: (body) => (endpoint.answer ? endpoint.answer.parse(body) : body) as EndpointAnswer<E>,
  });
}

/**
 * The query key of an endpoint's answers: its path, then its input. Never written by hand, so a mutation invalidates
 * exactly what a query cached (`endpointKey(endpoint)` alone covers every input).
 */
export const endpointKey = (endpoint: Endpoint, input?: object) =>
  input === undefined ? ([endpoint.path] as const) : ([endpoint.path, input] as const);

/** TanStack Query options of a GET endpoint, keyed by `endpointKey`; callers spread them to add `retry` and the like. */
export function endpointQuery<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) {
  const [input] = args;
  return queryOptions({ queryKey: endpointKey(endpoint, input), queryFn: () => call(endpoint, ...args) });
}

/** Same-origin call of the portal's server, with the login token and the error handling of spec section 8. */
export async function api<T>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  const response = await send(path, request);
  const body = await readBody(response);
  if (!response.ok) {
    const error = new ApiError(response.status, response.statusText, body);
    report(error, request);
    throw error;
  }
  return request.parse ? request.parse(body) : (body as T);
}

async function send<T>(path: string, request: ApiRequest<T>): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  const authorization = authorizationHeader();
  if (authorization) headers.set('Authorization', authorization);
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  try {
    return await transport(urlOf(path, request.query), {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
    });
  } catch {
    const error = new ApiError(0, '', undefined);
    if (import.meta.env.DEV && !request.handlesErrors) showErrorPopup(errorWords()('unreachable'), error.messages);
    throw error;
  }
}

function urlOf(path: string, query: ApiRequest<unknown>['query']): string {
  // Only the path and query are sent (same origin), so any base will do, also where there is no window.
  const url = new URL(path, 'http://localhost');
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return `${url.pathname}${url.search}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  const type = response.headers.get('Content-Type') ?? '';
  if (!text) return undefined;
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  // An HTML page (a proxy's error page, or the SPA itself) carries no message for the user.
  return type.startsWith('text/plain') ? text : undefined;
}

/**
 * The spec's Opps! popup is for 400 and 409; 429 (too many requests) and 503 (the database is briefly away) carry a
 * message for the user too, and without the popup the action would fail silently (docs/decisions.md).
 */
const POPUP_STATUSES = new Set([400, 409, 429, 503]);

function report<T>(error: ApiError, request: ApiRequest<T>): void {
  if (error.status === 401) {
    if (!request.allowAnonymous) askToLogin(request.payment === true);
    return;
  }
  if (request.handlesErrors) return;
  if (POPUP_STATUSES.has(error.status) || import.meta.env.DEV) {
    showErrorPopup(errorWords()('popupTitle'), error.messages);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fieldErrorsOf(body: unknown): Record<string, string> {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const entries = Object.entries(body.errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

function fieldCodesOf(body: unknown): Record<string, ErrorCode> {
  if (!isRecord(body) || !isRecord(body.errorCodes)) return {};
  const entries = Object.entries(body.errorCodes).filter((entry): entry is [string, ErrorCode] =>
    isErrorCode(entry[1]),
  );
  return Object.fromEntries(entries);
}

function messagesOf(body: unknown, fieldErrors: Record<string, string>, statusText: string): string[] {
  const candidates = isRecord(body) ? [body.Message, body.msg, ...Object.values(fieldErrors)] : [body];
  const texts = candidates.filter((text): text is string => typeof text === 'string' && text.trim() !== '');
  return texts.length > 0 ? [...new Set(texts)] : [statusText || errorWords()('somethingWrong')];
}
