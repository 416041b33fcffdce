import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTexts } from '../lib/i18n';
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

/** Mantine in the reader's language, the notices and the date pickers' language, around the layout. */
export function App({ children }: { children: ReactNode }) {
  return (
    <LocalizedMantine>
      <NoticesOnceShown />
      <DatesLanguage>{children}</DatesLanguage>
    </LocalizedMantine>
  );
}
