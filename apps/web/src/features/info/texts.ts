import { defineTexts } from '@portal/contract';
import { en } from './texts/en';
import { ms } from './texts/ms';
import { zh } from './texts/zh';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    info: typeof en;
  }
}

/** Terms, disclaimer, about us and contact us (the privacy policy has its own). */
export const infoTexts = defineTexts('info', { en, ms, zh });
