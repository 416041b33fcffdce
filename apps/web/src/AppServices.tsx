import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { InlineStyles, ScriptNonce, SiteOrigin } from './lib/page-context';

/** What every part of a page reads from its surroundings: one request's own on the server, the browser's in it. */
export function AppServices({
  queryClient,
  i18n,
  origin,
  nonce,
  styles = '',
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  origin: string;
  nonce?: string;
  styles?: string;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SiteOrigin value={origin}>
          <ScriptNonce value={nonce}>
            <InlineStyles value={styles}>{children}</InlineStyles>
          </ScriptNonce>
        </SiteOrigin>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
