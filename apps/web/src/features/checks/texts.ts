import { defineTexts } from '@portal/contract';
import { en } from './texts/en';
import { ms } from './texts/ms';
import { zh } from './texts/zh';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    checks: typeof en;
  }
}

/** The buyer's journey: search, payment, the report, its claims and the history. */
export const checksTexts = defineTexts('checks', { en, ms, zh });
