import { defineTexts } from '@portal/contract';
import { en } from './texts/en';
import { ms } from './texts/ms';
import { zh } from './texts/zh';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    verify: typeof en;
  }
}

export const verifyTexts = defineTexts('verify', { en, ms, zh });
