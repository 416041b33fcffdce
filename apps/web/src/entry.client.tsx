/**
 * How the browser takes over the page the server drew: its cache starts from the answers the server drew it with,
 * the language from `<html lang>`, and React hydrates the document as soon as the route's code is here.
 */

import { i18n } from '@portal/contract';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { AppServices } from './AppServices';
import { ApiError } from './lib/api';
import { startInPageLanguage } from './lib/i18n';
import { registerServiceWorker } from './lib/installable-app';
import { queryClient } from './lib/query-client';
import { SERVER_QUERIES_ID } from './lib/server-queries';
import { rememberDrawnProfile } from './lib/session';

/** The server's answers, refusals included (as ApiErrors again, which the pages tell apart by status and code). */
function serverQueries(): DehydratedState | undefined {
  const written = document.getElementById(SERVER_QUERIES_ID)?.textContent;
  if (!written) return undefined;
  const state = JSON.parse(written) as DehydratedState;
  for (const query of state.queries) {
    const refusal = query.state.error as Partial<ApiError> | null;
    if (query.state.status === 'error' && refusal) {
      // JSON keeps an error's own fields, not its message (which the screens may show).
      query.state.error = Object.assign(Object.create(ApiError.prototype), refusal, {
        message: (refusal.messages ?? []).join('\n'),
      });
    }
  }
  return state;
}

startInPageLanguage();
const drawnWith = serverQueries();
if (drawnWith) {
  hydrate(queryClient, drawnWith);
  rememberDrawnProfile(queryClient);
}
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <AppServices queryClient={queryClient} i18n={i18n} origin={window.location.origin}>
        <HydratedRouter />
      </AppServices>
    </StrictMode>,
  );
});
// The development server builds no service worker.
if (import.meta.env.PROD) registerServiceWorker();
