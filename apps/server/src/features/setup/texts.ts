import { defineTexts } from '@portal/contract';
import { en } from './texts/en.ts';
import { ms } from './texts/ms.ts';
import { zh } from './texts/zh.ts';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    setupServer: typeof en;
  }
}

export const setupTexts = defineTexts('setupServer', { en, ms, zh });
