import { defineTexts } from '@portal/contract';
import { en } from './texts/en';
import { ms } from './texts/ms';
import { zh } from './texts/zh';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    shares: typeof en;
  }
}

export const sharesTexts = defineTexts('shares', { en, ms, zh });
