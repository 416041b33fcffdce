import { defineTexts } from '@portal/contract';
import { en } from './button-texts/en';
import { ms } from './button-texts/ms';
import { zh } from './button-texts/zh';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    scanButton: typeof en;
  }
}

/** Apart from the sheet's texts (texts.ts), so that a page with the button carries two sentences, not the sheet's. */
export const scanButtonTexts = defineTexts('scanButton', { en, ms, zh });
