import type { PageQueries } from './page-data';

/**
 * Options for a question a page's loader asks: a refusal it was answered with (not found, not the owner's) is drawn as
 * it is. Without them, a query holding an error shows as loading again where it is used, as it would ask again on
 * mount: the server drew a loader where the refusal belongs, and the browser asked again after taking the page over.
 * A navigation still asks again: its loader asks for whatever is stale, and a refusal always is.
 */
export const answeredAtLoad = { retryOnMount: false } as const;

/**
 * The questions of a page for logged-in users only: a visitor is drawn the login prompt instead (by the guard layout
 * around the page, whose loader runs all the same), so nothing is asked for them.
 */
export const ofLoggedInUsers =
  (queries: PageQueries): PageQueries =>
  (address) =>
    address.profile.IsLoggedIn ? queries(address) : [];
