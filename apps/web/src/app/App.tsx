import { MantineProvider } from '@mantine/core';
import { i18n } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useTexts } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { useNoticeShown } from '../ui/notices';
import { uiTexts } from '../ui/texts';
import { DatesLanguage } from './DatesLanguage';
import { cssVariablesResolver, themeWith } from './theme';

const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/** The notices' container, from the first notice shown on (see ui/notices). */
function NoticesOnceShown() {
  return useNoticeShown() ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  ) : null;
}

/** Mantine in the reader's language: the close buttons of dialogs and notices, the date pickers' month headings. */
function LocalizedMantine({ children }: { children: ReactNode }) {
  const t = useTexts(uiTexts);
  const closeButtonLabel = t('close');
  const calendarMonth = t('calendarMonth');
  const clearDateLabel = t('clearDate');
  const theme = useMemo(
    () => themeWith({ closeButtonLabel, calendarMonth, clearDateLabel }),
    [closeButtonLabel, calendarMonth, clearDateLabel],
  );
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

/** The providers around the router (`children`: the browser's, or the server's while it renders a page). */
export function App({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedMantine>
        <NoticesOnceShown />
        <DatesLanguage>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </DatesLanguage>
      </LocalizedMantine>
    </I18nextProvider>
  );
}
