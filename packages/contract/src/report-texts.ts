import { defineTexts } from './i18n/texts.ts';
import { en } from './report-texts/en.ts';
import { ms } from './report-texts/ms.ts';
import { zh } from './report-texts/zh.ts';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    report: typeof en;
  }
}

/** The report's labels and notices, translated once for the report on screen and its PDF. */
export const reportTexts = defineTexts('report', { en, ms, zh });
