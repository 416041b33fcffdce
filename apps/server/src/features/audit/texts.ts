import { defineTexts } from '@portal/contract';
import { en } from './texts/en.ts';
import { ms } from './texts/ms.ts';
import { zh } from './texts/zh.ts';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    auditServer: typeof en;
  }
}

export const auditTexts = defineTexts('auditServer', { en, ms, zh });
