import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router';
import { startInPageLanguage } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { cachedProfile, prefetchProfile, profileQueryKey } from '../lib/session';
import { App } from './App';
import { handOverEarlyInput, stopKeepingEarlyInput } from './early-input';
import { routes } from './router';
import { type ServerState, serverState } from './server-state';

/** Renders nothing; its effect runs once the whole app has been committed (it comes last). */
function Started() {
  useEffect(handOverEarlyInput, []);
  return null;
}

/** The longest the prerendered layout stays up waiting for the first page's code and answers. */
const FIRST_PAGE_WAIT_MS = 3_000;

/**
 * Resolves once the router has the first page's code and the questions asked meanwhile (who is logged in, the page's
 * loaders: the report, the history) have answered, or after FIRST_PAGE_WAIT_MS. Rendered earlier, the app would draw
 * the loader, then draw the whole page again for each answer: on a slow phone, each of those renders is long work.
 */
function firstPageReady(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    const stopWatching: (() => void)[] = [];
    const timer = setTimeout(ready, FIRST_PAGE_WAIT_MS);
    function ready() {
      clearTimeout(timer);
      for (const stop of stopWatching) stop();
      resolve();
    }
    const check = () => {
      if (router.state.initialized && queryClient.isFetching() === 0) ready();
    };
    stopWatching.push(router.subscribe(check), queryClient.getQueryCache().subscribe(check));
    check();
  });
}

/**
 * The code of the page's routes, loaded before the router is made: hydrating, the router's first render must draw the
 * page the server drew, not the loader it shows while a route's code arrives.
 */
async function loadRoutesAt(pathname: string): Promise<void> {
  const lazyRoutes = (matchRoutes(routes, pathname) ?? []).map((match) => match.route).filter((route) => route.lazy);
  await Promise.all(
    lazyRoutes.map(async (route) => {
      const lazyParts = Object.entries(route.lazy ?? {}) as [keyof RouteObject, () => Promise<unknown>][];
      const loaded = await Promise.all(lazyParts.map(async ([key, load]) => [key, await load()] as const));
      Object.assign(route, Object.fromEntries(loaded), { lazy: undefined });
    }),
  );
}

/** The router, holding what the server rendered the page with, when it did (see render-on-server.tsx). */
async function routerFor(state: ServerState | undefined): Promise<DataRouter> {
  if (!state) return createBrowserRouter(routes);
  hydrate(queryClient, state.queries);
  await loadRoutesAt(window.location.pathname);
  return createBrowserRouter(routes, { hydrationData: { loaderData: state.loaderData } });
}

/**
 * Whether the page the server wrote shows what this browser would: one rendered ahead for a visitor (it does not know
 * who is looking) would show another header to a browser remembering a login, which the app then draws afresh.
 */
function drawnForThisBrowser(state: ServerState): boolean {
  const knewWho = state.queries.queries.some((query) => query.queryKey[0] === profileQueryKey[0]);
  return knewWho || !cachedProfile();
}

/** Renders the app into #root, hydrating a page the server rendered when it shows what this browser would. */
export async function start(container: HTMLElement) {
  startInPageLanguage();
  const written = container.dataset.prerendered === 'page' ? serverState() : undefined;
  const state = written && drawnForThisBrowser(written) ? written : undefined;
  const router = await routerFor(state);
  const app = (
    <StrictMode>
      <App>
        <RouterProvider router={router} />
      </App>
      <Started />
    </StrictMode>
  );
  // The first render is a transition: it yields to the browser every few milliseconds instead of holding the main
  // thread until it is done.
  if (state) {
    // The public first pages come rendered for a visitor, the checklist and reports rendered for this browser with
    // the answers they show (see render-on-server.tsx): React hydrates that HTML. Nothing is fetched meanwhile: an
    // answer arriving mid-hydration would have React render the whole page again.
    stopKeepingEarlyInput();
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // The layout with a loader (every other page), or a visitor's page that a browser remembering a login would show
  // with another header: React renders afresh over it; over the layout, once the page can be drawn whole.
  prefetchProfile();
  if (container.dataset.prerendered === 'shell') await firstPageReady(router);
  stopKeepingEarlyInput();
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
