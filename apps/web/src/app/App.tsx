import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { i18n } from '@portal/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { DatesLanguage } from './DatesLanguage';
import { queryClient } from './query-client';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="top-right" />
        <DatesLanguage>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </DatesLanguage>
      </MantineProvider>
    </I18nextProvider>
  );
}
