import { defineTexts } from '@portal/contract';
import { en } from './sample-texts/en';
import { ms } from './sample-texts/ms';
import { zh } from './sample-texts/zh';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    sampleReport: typeof en;
  }
}

export const sampleReportTexts = defineTexts('sampleReport', { en, ms, zh });
