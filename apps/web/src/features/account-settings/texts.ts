import { defineTexts } from '@portal/contract';
import { en } from './texts/en';
import { ms } from './texts/ms';
import { zh } from './texts/zh';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    accountSettings: typeof en;
  }
}

export const accountSettingsTexts = defineTexts('accountSettings', { en, ms, zh });
