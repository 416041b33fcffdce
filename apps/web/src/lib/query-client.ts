import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

const MAX_RETRIES = 2;

/** Answers of 4xx will not change on a retry; only network and server failures are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** A query cache: the browser's one, or one per page the server renders (lib/request-services.ts). */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A refused question stays refused when its page mounts (the report that is not there, drawn as such by the
      // server and kept so by the browser); it is asked again on a new visit of the page, a refresh or a retry.
      queries: { retry: shouldRetry, retryOnMount: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The browser's query cache (on the server, each rendered page has its own: never this one). */
export const queryClient = newQueryClient();

/**
 * How the queries of a cache reach the API: the browser's fetch, or, in a page the server renders, the server's own
 * call as the browser asking for the page.
 */
const transports = new WeakMap<QueryClient, typeof fetch>();

export function sendCallsOf(client: QueryClient, send: typeof fetch): void {
  transports.set(client, send);
}

const browserFetch: typeof fetch = (input, init) => fetch(input, init);

export const transportOf = (client: QueryClient): typeof fetch => transports.get(client) ?? browserFetch;
