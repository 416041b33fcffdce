import { Button } from '@mantine/core';
import { accountEndpoints, LANGUAGE_NAMES, type Language } from '@portal/contract';
import { IconLanguage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentPropsWithRef, useCallback } from 'react';
import { call } from '../../lib/api';
import { showLanguage, useLanguage, useTexts } from '../../lib/i18n';
import { layoutTexts } from './texts';

// Apart from the switchers, so that the lazily loaded menu and the switchers share them without an import cycle.
/** Shows the new language at once, then keeps it (cookie, and the account when logged in) and reloads answers. */
export function useChooseLanguage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (language: Language) => {
      showLanguage(language);
      await call(
        accountEndpoints.language,
        { body: { Language: language } },
        { handlesErrors: true, allowAnonymous: true },
      ).catch(() => undefined);
      // Server answers (option labels, messages, report wording) come in the new language.
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );
}

/** The current language's code; the menu's target passes its handlers and ref through. */
export function LanguageButton(props: ComponentPropsWithRef<'button'>) {
  const t = useTexts(layoutTexts);
  const current = useLanguage();
  return (
    <Button
      variant="subtle"
      color="gray"
      size="compact-sm"
      leftSection={<IconLanguage size={18} />}
      // The visible code leads the name, so a voice user saying what they see reaches it (WCAG 2.5.3).
      aria-label={`${current.toUpperCase()} · ${t('language')}: ${LANGUAGE_NAMES[current]}`}
      style={{ flexShrink: 0 }}
      {...props}
    >
      {current.toUpperCase()}
    </Button>
  );
}
