import { defineTexts } from '@portal/contract';
import { type ChecksEnglish, en } from './en';
import { ms } from './ms';
import { zh } from './zh';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    checks: ChecksEnglish;
  }
}

/** The buyer's journey: search, payment, the report, its claims and the history. */
export const checksTexts = defineTexts('checks', { en, ms, zh });
