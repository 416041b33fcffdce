import { type Endpoint, type EndpointAnswer, type EndpointInput, endpointUrl } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, errorWords } from './api-error';

export { ApiError } from './api-error';

import { askToLogin, showErrorPopup } from './api-problems';
import { transportOf } from './query-client';

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
  /** How the call reaches the server: the browser's fetch unless a query cache says otherwise (query-client.ts). */
  send?: typeof fetch;
}

/** How a call treats failures (spec section 8); the method, path and schemas come from the endpoint. */
export type CallOptions = Pick<ApiRequest<unknown>, 'handlesErrors' | 'allowAnonymous' | 'payment' | 'send'>;

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
  const [input, options] = args;
  return queryOptions({
    queryKey: endpointKey(endpoint, input),
    // The cache's own transport: a page the server renders calls the API as the browser that asked for it.
    queryFn: ({ client }) => call(endpoint, ...([input, { ...options, send: transportOf(client) }] as CallArgs<E>)),
  });
}

/**
 * Same-origin call of the portal's server and the error handling of spec section 8. The login travels in its cookie,
 * which the browser sends and the page's scripts cannot read (the server sets it, httpOnly).
 */
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
  if (request.body !== undefined) headers.set('Content-Type', 'application/json');
  try {
    return await (request.send ?? fetch)(urlOf(path, request.query), {
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
 * message for the user too, and without the popup the action would fail silently (docs/decisions/0035-opps-popup-for-429-and-503.md). So does any
 * fault of the server that names its request: the user can quote that reference to support.
 */
const POPUP_STATUSES = new Set([400, 409, 429, 503]);

function report<T>(error: ApiError, request: ApiRequest<T>): void {
  // The popups are the browser's; a page the server renders shows the failure itself.
  if (typeof window === 'undefined') return;
  if (error.status === 401) {
    if (!request.allowAnonymous) askToLogin(request.payment === true);
    return;
  }
  if (request.handlesErrors) return;
  if (POPUP_STATUSES.has(error.status) || error.requestId !== undefined || import.meta.env.DEV) {
    showErrorPopup(errorWords()('popupTitle'), error.messages, error.requestId);
  }
}
