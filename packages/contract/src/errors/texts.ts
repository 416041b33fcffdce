import { defineTexts } from '../i18n/texts.ts';
import { en } from './texts/en.ts';
import { ms } from './texts/ms.ts';
import { zh } from './texts/zh.ts';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    errorCodes: typeof en;
  }
}

/** Every error code's sentence (and the words around error answers) in English, Malay and Chinese. */
export const errorCodesTexts = defineTexts('errorCodes', { en, ms, zh });
