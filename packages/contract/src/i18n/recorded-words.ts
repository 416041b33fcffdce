import type { Language } from './languages.ts';
import { en } from './recorded-words/en.ts';
import { ms } from './recorded-words/ms.ts';
import { zh } from './recorded-words/zh.ts';
import { defineTexts, i18n } from './texts.ts';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    recordedWords: typeof en;
  }
}

const recordedWordsTexts = defineTexts('recordedWords', { en, ms, zh });

/** A recorded word, or a comma-separated list of them (the parts), in a language; unknown words as recorded. */
export function recordedWords(value: string, language: Language): string {
  const t = recordedWordsTexts.of(language);
  return value
    .split(', ')
    .map((word) =>
      i18n.exists(word, { ns: recordedWordsTexts.namespace, lng: language }) ? t(word as keyof typeof en) : word,
    )
    .join(language === 'zh' ? '、' : ', ');
}
