import { defineTexts } from '@portal/contract';
import { en } from './coverage/en';
import { ms } from './coverage/ms';
import { zh } from './coverage/zh';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    coverage: typeof en;
  }
}

/** Its own small namespace, so the landing page, the report and the check terms can say it without the legal pages. */
export const coverageTexts = defineTexts('coverage', { en, ms, zh });
