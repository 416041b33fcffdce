import { defineTexts } from '@portal/contract';
import { en } from './privacy-texts/en';
import { ms } from './privacy-texts/ms';
import { zh } from './privacy-texts/zh';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    privacy: typeof en;
  }
}

export const privacyTexts = defineTexts('privacy', { en, ms, zh });
