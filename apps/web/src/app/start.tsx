import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { handOverEarlyInput, stopKeepingEarlyInput } from './early-input';
import { startInPageLanguage } from './i18n';
import { routes } from './router';
import { cachedProfile, prefetchProfile } from './session';

/** Renders nothing; its effect runs once the whole app has been committed (it comes last). */
function Started() {
  useEffect(handOverEarlyInput, []);
  return null;
}

/** Renders the app into #root, taking over the HTML of a prerendered page when it shows what this browser would. */
export function start(container: HTMLElement) {
  startInPageLanguage();
  stopKeepingEarlyInput();
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
      <Started />
    </StrictMode>
  );
  // The first render is a transition: it yields to the browser every few milliseconds instead of holding the main
  // thread until it is done.
  if (container.dataset.prerendered === 'page' && !cachedProfile()) {
    // The server sends the public first pages rendered for a visitor (see prerender.tsx): React hydrates that HTML.
    // Nothing is fetched meanwhile: an answer arriving mid-hydration would have React render the whole page again.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The layout with a loader (every other page), or a prerendered page that a browser remembering a login would
    // show with another header: React renders afresh over it.
    prefetchProfile();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}
