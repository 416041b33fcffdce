import { defineTexts } from '../i18n/texts.ts';
import { en } from './texts/en.ts';
import { ms } from './texts/ms.ts';
import { zh } from './texts/zh.ts';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    searchHelp: typeof en;
  }
}

/** The hints' sentences, one per hint code, in every language (the web as the user types, the server's answer). */
export const searchHelpTexts = defineTexts('searchHelp', { en, ms, zh });
