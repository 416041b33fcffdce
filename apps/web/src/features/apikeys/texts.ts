import { defineTexts } from '@portal/contract';
import { en } from './texts/en';
import { ms } from './texts/ms';
import { zh } from './texts/zh';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    apikeys: typeof en;
  }
}

export const apiKeysTexts = defineTexts('apikeys', { en, ms, zh });
