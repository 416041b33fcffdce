import { defineTexts } from '@portal/contract';
import { en } from './texts/en.ts';
import { ms } from './texts/ms.ts';
import { zh } from './texts/zh.ts';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    einvoicesServer: typeof en;
  }
}

export const einvoicesTexts = defineTexts('einvoicesServer', { en, ms, zh });
