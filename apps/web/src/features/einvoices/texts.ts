import { defineTexts } from '@portal/contract';
import { en } from './texts/en';
import { ms } from './texts/ms';
import { zh } from './texts/zh';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    einvoices: typeof en;
  }
}

export const einvoicesTexts = defineTexts('einvoices', { en, ms, zh });
