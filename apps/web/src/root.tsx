/**
 * The root route: the document around every page, the app's providers and layout, and who is logged in (asked on the
 * server before any page is drawn, so the header and the guards know at once).
 */
import { PRODUCT_NAME } from '@portal/contract';
import { dehydrate, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router';
import { App } from './app/App';
import { AppLayout } from './app/layout/AppLayout';
import { holdTapsScript, releaseHeldTaps } from './lib/held-taps';
import { useLanguage } from './lib/i18n';
import { MANIFEST_PATH, THEME_COLOUR } from './lib/installable-app';
import { useInlineStyles, useScriptNonce } from './lib/page-context';
import { provideRequestServices } from './lib/request-services';
import { SERVER_QUERIES_ID } from './lib/server-queries';
import { ServerErrorPage } from './ui/errors/ErrorPages';

// Each request's own cache, language and transport, and who is asking, before any loader runs.
export const middleware = [provideRequestServices];

/** JSON that is safe inside a <script> element (no `</script>` or comment opener can end it early). */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * An element whose text the server wrote (the page's styles, the answers it was drawn with) and the browser keeps as
 * it found it: React leaves the text of a hydrated element alone, and the browser's bundle need not carry it.
 */
function KeptFromServer({
  as: Element,
  id,
  serverText,
}: {
  as: 'script' | 'style';
  id: string;
  serverText: () => string;
}) {
  const text = typeof document === 'undefined' ? serverText() : (document.getElementById(id)?.textContent ?? '');
  return (
    <Element
      id={id}
      {...(Element === 'script' && { type: 'application/json' })}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own styles and script-safe JSON
      dangerouslySetInnerHTML={{ __html: text }}
    />
  );
}

/** The answers of this request's cache, written once the page's loaders have run. */
function ServerQueries() {
  const client = useQueryClient();
  const dehydrated = () =>
    scriptSafeJson(dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }));
  return <KeptFromServer as="script" id={SERVER_QUERIES_ID} serverText={dehydrated} />;
}

/** Mantine's and the app's styles, in the document itself: the first paint waits for no stylesheet (app/app.css). */
function AppStyles() {
  const styles = useInlineStyles();
  return <KeptFromServer as="style" id="app-styles" serverText={() => styles} />;
}

export function Layout({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const nonce = useScriptNonce();
  // The last of the page's effects: everything has hydrated, a tap made while it started can be made again.
  useEffect(releaseHeldTaps, []);
  return (
    <html lang={language} data-mantine-color-scheme="light">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, no reader's text in it
          dangerouslySetInnerHTML={{ __html: holdTapsScript }}
        />
        <meta
          name="description"
          content={`${PRODUCT_NAME}: insurance accident history of used vehicles in Malaysia.`}
        />
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link rel="manifest" href={MANIFEST_PATH} />
        <link rel="apple-touch-icon" href="/icon-192.png" />
        <meta name="theme-color" content={THEME_COLOUR} />
        <AppStyles />
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
