import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { i18n } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { type DataRouter, RouterProvider } from 'react-router';
import { uiTexts } from '../ui/texts';
import { DatesLanguage } from './DatesLanguage';
import { useTexts } from './i18n';
import { queryClient } from './query-client';
import { cssVariablesResolver, themeWith } from './theme';

/** Mantine in the reader's language: the close buttons of dialogs and notices are named in it. */
function LocalizedMantine({ children }: { children: ReactNode }) {
  const t = useTexts(uiTexts);
  const closeLabel = t('close');
  const theme = useMemo(() => themeWith(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

export function App({ router }: { router: DataRouter }) {
  return (
    <I18nextProvider i18n={i18n}>
      <LocalizedMantine>
        <Notifications position="top-right" />
        <DatesLanguage>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </DatesLanguage>
      </LocalizedMantine>
    </I18nextProvider>
  );
}
