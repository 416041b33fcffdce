import { defineTexts } from './i18n/texts.ts';
import { en } from './story-texts/en.ts';
import { ms } from './story-texts/ms.ts';
import { zh } from './story-texts/zh.ts';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    story: typeof en;
  }
}

/** The words of the report's readings (issue 42), once for the screen and the PDF. */
export const storyTexts = defineTexts('story', { en, ms, zh });
