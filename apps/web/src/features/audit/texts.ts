import { defineTexts } from '@portal/contract';
import { en } from './texts/en';
import { ms } from './texts/ms';
import { zh } from './texts/zh';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    audit: typeof en;
  }
}

export const auditTexts = defineTexts('audit', { en, ms, zh });
