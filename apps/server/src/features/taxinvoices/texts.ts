import { defineTexts } from '@portal/contract';
import { en } from './texts/en.ts';
import { ms } from './texts/ms.ts';
import { zh } from './texts/zh.ts';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    taxInvoicesServer: typeof en;
  }
}

export const taxInvoicesTexts = defineTexts('taxInvoicesServer', { en, ms, zh });
