import { Menu } from '@mantine/core';
import { LANGUAGE_NAMES, LANGUAGES } from '@portal/contract';
import { useLanguage } from '../../lib/i18n';
import { LanguageButton, useChooseLanguage } from './language-choice';

/** The header's language menu, loaded and shown open when its button is first pressed (see HeaderLanguageMenu). */
export function LanguageMenu() {
  const current = useLanguage();
  const choose = useChooseLanguage();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>
        <LanguageButton />
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item key={language} lang={language} onClick={() => choose(language)} disabled={language === current}>
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
