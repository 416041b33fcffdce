import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { startInPageLanguage } from './i18n';
import { routes } from './router';
import { cachedProfile } from './session';

/** Renders the app into #root, taking over the HTML of a prerendered page when it shows what this browser would. */
export function start(container: HTMLElement) {
  startInPageLanguage();
  const app = (
    <StrictMode>
      <App router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  // The server sends the public first pages rendered for a visitor (see prerender.tsx): React hydrates that HTML.
  // A browser that remembers a login would render another header, so it starts afresh.
  if (container.dataset.prerendered && !cachedProfile()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}
