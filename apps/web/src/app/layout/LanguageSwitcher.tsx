import { Anchor, Button, Group } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES, type Language, languageChoice } from '@portal/contract';
import { IconLanguage } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentPropsWithRef, lazy, Suspense, useCallback, useState } from 'react';
import { api } from '../api';
import { showLanguage, useLanguage, useTexts } from '../i18n';
import { layoutTexts } from './texts';

/** Shows the new language at once, then keeps it (cookie, and the account when logged in) and reloads answers. */
export function useChooseLanguage() {
  const queryClient = useQueryClient();
  return useCallback(
    async (language: Language) => {
      showLanguage(language);
      await api('/api/Language', {
        method: 'PUT',
        body: { Language: language },
        parse: (body) => languageChoice.parse(body),
        handlesErrors: true,
        allowAnonymous: true,
      }).catch(() => undefined);
      // Server answers (option labels, messages, report wording) come in the new language.
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );
}

// The menu (Mantine's Menu and the positioning library under it) is not part of the first page's code: it loads when
// the pointer or the focus comes to the button, and shows when the button is pressed.
const loadLanguageMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(async () => ({ default: (await loadLanguageMenu()).LanguageMenu }));

/** The header's switcher: a compact menu of the three languages, each named in itself. */
export function HeaderLanguageMenu() {
  const [pressed, setPressed] = useState(false);
  const button = (
    <LanguageButton
      onClick={() => setPressed(true)}
      onPointerEnter={() => void loadLanguageMenu()}
      onFocus={() => void loadLanguageMenu()}
    />
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu />
    </Suspense>
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

/** The footer's and the phone drawer's switcher: the three languages side by side, the current one marked. */
export function LanguageLinks() {
  const t = useTexts(layoutTexts);
  const current = useLanguage();
  const choose = useChooseLanguage();
  return (
    <Group gap="sm" component="nav" aria-label={t('language')}>
      {LANGUAGES.map((language) => (
        <Anchor
          key={language}
          component="button"
          type="button"
          lang={language}
          size="sm"
          c={language === current ? 'dark.6' : 'dimmed'}
          fw={language === current ? 700 : undefined}
          aria-current={language === current ? 'true' : undefined}
          onClick={() => choose(language)}
        >
          {LANGUAGE_NAMES[language]}
        </Anchor>
      ))}
    </Group>
  );
}
