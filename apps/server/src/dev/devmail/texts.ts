import { defineTexts } from '@portal/contract';
import { en } from './texts/en.ts';
import { ms } from './texts/ms.ts';
import { zh } from './texts/zh.ts';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    devmailServer: typeof en;
  }
}

export const devmailTexts = defineTexts('devmailServer', { en, ms, zh });
