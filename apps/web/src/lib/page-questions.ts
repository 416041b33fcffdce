import type { PageQueries } from './page-data';

/**
 * Options for a question a page's loader asks. Its answer is fresh for a moment, so the page taking over in the
 * browser draws it rather than asking again at once. A refusal it was answered with (not found, not the owner's) is
 * drawn as it is: a query holding an error would otherwise show as loading where it is used, as it would ask again on
 * mount, so the server drew a loader where the refusal belongs. A navigation still asks again: its loader asks for
 * whatever is stale, and a refusal always is.
 */
export const answeredAtLoad = { staleTime: 5_000, retryOnMount: false } as const;

/**
 * The questions of a page for logged-in users only: a visitor is drawn the login prompt instead (by the guard layout
 * around the page, whose loader runs all the same), so nothing is asked for them.
 */
export const ofLoggedInUsers =
  (queries: PageQueries): PageQueries =>
  (address) =>
    address.profile.IsLoggedIn ? queries(address) : [];
