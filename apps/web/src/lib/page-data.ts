import { type UserProfile, visitorProfile } from '@portal/contract';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, Params } from 'react-router';
import { queryClient } from './query-client';
import { servicesOf } from './request-services';
import { profileQueryKey } from './session';

/** What a page's questions may depend on: its address, and who is asking (asked first: lib/request-services.ts). */
export interface PageAddress {
  params: Params;
  url: URL;
  profile: UserProfile;
}

/** A question: `endpointQuery` options (or options spread from them), whose types were checked where they were made. */
interface PageQuery {
  queryKey: QueryKey;
}

// The page's questions differ in their answers' and keys' types, which the cache takes as they come.
const asked = (query: PageQuery) => query as FetchQueryOptions;

/**
 * A route's `handle` when the server may keep its page as drawn and send it again (platform/web-app.ts): a page that
 * shows nothing but its questions' answers, once those say it will not change (a paid report). The server keeps it by
 * what its own query reads of the page before drawing it (the viewer, the report's version, their relation), the
 * address, language and day: its route there lists all the page shows, so that any change among them draws it anew.
 */
export interface KeptPageHandle {
  keepsPage: (cache: QueryClient, params: Params) => boolean;
}

/** The questions (the contract's endpoints, as `endpointQuery` options) a page shows the answers of. */
export type PageQueries = (address: PageAddress) => readonly PageQuery[];

const addressOf = ({ params, request }: { params: Params; request: Request }, cache: QueryClient): PageAddress => ({
  params,
  url: new URL(request.url),
  profile: cache.getQueryData<UserProfile>(profileQueryKey) ?? visitorProfile,
});

/**
 * A route's loader on the server: the page's questions answered into this request's own cache before the page is
 * drawn, so it arrives whole. A refused question is kept as refused: the page shows why, as it would in the browser.
 */
export function serverLoader(queries: PageQueries) {
  return async (args: LoaderFunctionArgs) => {
    const { queryClient: requestCache } = servicesOf(args.context);
    await Promise.all(queries(addressOf(args, requestCache)).map((query) => requestCache.prefetchQuery(asked(query))));
    return null;
  };
}

/**
 * The same route's loader in the browser, on a navigation: the questions are asked alongside the page's code and not
 * waited for (the page shows its loader meanwhile). On the first page, the server's answers are there already.
 */
export function browserLoader(queries: PageQueries) {
  return (args: ClientLoaderFunctionArgs) => {
    for (const query of queries(addressOf(args, queryClient))) void queryClient.prefetchQuery(asked(query));
    return null;
  };
}
