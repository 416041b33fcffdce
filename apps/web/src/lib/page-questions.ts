import type { PageQueries } from './page-data';

/**
 * Options for a question a page's loader asks. Its answer is fresh for a moment, so the page taking over in the
 * browser draws it rather than asking again at once (a refusal is kept on mount by the cache's own default,
 * `retryOnMount: false` in query-client.ts). A navigation still asks again: its loader asks for whatever is stale.
 */
export const answeredAtLoad = { staleTime: 5_000 } as const;

/**
 * The questions of a page for logged-in users only: a visitor is drawn the login prompt instead (by the guard layout
 * around the page, whose loader runs all the same), so nothing is asked for them.
 */
export const ofLoggedInUsers =
  (queries: PageQueries): PageQueries =>
  (address) =>
    address.profile.IsLoggedIn ? queries(address) : [];
