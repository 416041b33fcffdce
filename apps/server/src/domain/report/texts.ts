import { defineTexts } from '@portal/contract';
import { en } from './texts/en.ts';
import { ms } from './texts/ms.ts';
import { zh } from './texts/zh.ts';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    checksServer: typeof en;
  }
}

export const checksTexts = defineTexts('checksServer', { en, ms, zh });
