import { defineTexts } from '@portal/contract';
import { en } from './texts/en';
import { ms } from './texts/ms';
import { zh } from './texts/zh';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    guestReports: typeof en;
  }
}

export const guestReportsTexts = defineTexts('guestReports', { en, ms, zh });
