import { DEFAULT_LANGUAGE, i18n } from '@portal/contract';
import { afterEach } from 'vitest';

// A test that shows the screens in another language leaves the next one in the default.
afterEach(async () => {
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});
