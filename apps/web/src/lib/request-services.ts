import { DEFAULT_LANGUAGE, i18n, type Language } from '@portal/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createContext, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { newQueryClient, sendCallsOf } from './query-client';
import { profileQuery } from './session';

/**
 * What the portal's server gives the page it renders (apps/server/src/platform/web-app.ts): how a page's calls reach
 * the API as the browser asking for the page (its cookie, its address), the language it reads, and the site's address.
 */
export interface ServerLink {
  send: typeof fetch;
  language: Language;
  origin: string;
  /** The nonce the page's inline scripts carry (the server's content security policy allows them by it). */
  nonce: string;
  /** Where the server keeps pages it drew that will not change (a paid report); absent, every page is drawn. */
  keptPages?: KeptPages;
}

/**
 * The server's store of pages drawn once and sent again as long as nothing they show changes. The server finds a kept
 * page before React Router by what the page shows (its route's one query: who asks, the report's version); a page it
 * did not find is drawn here, and kept if its route's `KeptPageHandle` says it may be (lib/page-data.ts).
 */
export interface KeptPages {
  /** The page being drawn may be kept (a paid report): the server keeps it once it is sent whole. */
  mayKeep(): void;
  /** The page drew with an error after its first bytes left: it is not kept. */
  spoil(): void;
}

/** The server's link, filled by the server for each request; the server build offers it (entry.server.tsx). */
export const serverLink = createContext<ServerLink | null>(null);

/** What one request's render uses, its own: no request shares a query cache or a language with another. */
export interface RequestServices {
  queryClient: QueryClient;
  i18n: I18n;
  origin: string;
  nonce: string | undefined;
}

export const requestServices = createContext<RequestServices>();

/**
 * Without the portal's server around it (`vite dev`), the calls go over HTTP to the address that asked for the page,
 * whose dev server passes /api on to the portal's server.
 */
function linkOverHttp(request: Request): ServerLink {
  const origin = new URL(request.url).origin;
  const cookie = request.headers.get('cookie');
  return {
    origin,
    language: DEFAULT_LANGUAGE,
    nonce: '',
    send: (input, init) => {
      const headers = new Headers(init?.headers);
      if (cookie) headers.set('cookie', cookie);
      return fetch(new URL(String(input), origin), { ...init, headers });
    },
  };
}

/**
 * The root route's middleware on the server: a query client, a language and a transport for this request alone, and
 * who is asking (before the loaders, which may ask for what that person sees: an administrator's home is the
 * dashboard).
 */
export const provideRequestServices: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const link = context.get(serverLink) ?? linkOverHttp(request);
  const queryClient = newQueryClient();
  sendCallsOf(queryClient, link.send);
  const requestI18n = i18n.cloneInstance({ lng: link.language, initAsync: false });
  context.set(requestServices, { queryClient, i18n: requestI18n, origin: link.origin, nonce: link.nonce || undefined });
  await queryClient.prefetchQuery(profileQuery);
  return next();
};

export const servicesOf = (context: Readonly<RouterContextProvider>) => context.get(requestServices);
