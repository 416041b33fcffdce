/**
 * The root route: the document around every page, the app's providers and layout, and who is logged in (asked on the
 * server before any page is drawn, so the header and the guards know at once).
 */
import './app/mantine-styles';
import './app/global.css';
import { PRODUCT_NAME } from '@portal/contract';
import { dehydrate, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router';
import { App } from './app/App';
import { AppLayout } from './app/layout/AppLayout';
import { useLanguage } from './lib/i18n';
import { useScriptNonce } from './lib/page-context';
import { provideRequestServices } from './lib/request-services';
import { SERVER_QUERIES_ID } from './lib/server-queries';
import { ServerErrorPage } from './ui/errors/ErrorPages';

// Each request's own cache, language and transport, and who is asking, before any loader runs.
export const middleware = [provideRequestServices];

/** JSON that is safe inside a <script> element (no `</script>` or comment opener can end it early). */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The answers of this request's cache, written once the page's loaders have run; in the browser, the same element as
 * the server wrote it (React leaves a script's text as it found it).
 */
function ServerQueries() {
  const client = useQueryClient();
  const written =
    typeof document === 'undefined'
      ? scriptSafeJson(dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }))
      : (document.getElementById(SERVER_QUERIES_ID)?.textContent ?? '');
  return (
    <script
      type="application/json"
      id={SERVER_QUERIES_ID}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON made safe for a script element above
      dangerouslySetInnerHTML={{ __html: written }}
    />
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const nonce = useScriptNonce();
  return (
    <html lang={language} data-mantine-color-scheme="light">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta
          name="description"
          content={`${PRODUCT_NAME}: insurance accident history of used vehicles in Malaysia.`}
        />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ServerQueries />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function Root() {
  return (
    <App>
      <AppLayout />
    </App>
  );
}

/** A page that fails to render shows the 500 page inside the layout. */
export function ErrorBoundary() {
  return (
    <App>
      <AppLayout>
        <ServerErrorPage />
      </AppLayout>
    </App>
  );
}
