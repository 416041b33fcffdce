import { Anchor, Group } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES } from '@portal/contract';
import { lazy, Suspense, useState } from 'react';
import { useLanguage, useTexts } from '../../lib/i18n';
import { LanguageButton, useChooseLanguage } from './language-choice';
import { layoutTexts } from './texts';

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

/**
 * The footer's and the phone drawer's switcher: the three languages side by side, the current one marked. The drawer
 * passes `onChosen` to close itself, so the page shows in the chosen language at once.
 */
export function LanguageLinks({ onChosen }: { onChosen?: () => void }) {
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
          onClick={() => {
            onChosen?.();
            void choose(language);
          }}
        >
          {LANGUAGE_NAMES[language]}
        </Anchor>
      ))}
    </Group>
  );
}
