import {
  DEFAULT_LANGUAGE,
  formatDate,
  formatDateTime,
  formatNumber,
  formatRinggit,
  formatShortDate,
  i18n,
  isLanguage,
  type Language,
  megabytes,
  recordedWords,
  type Texts,
  uploadLimit,
} from '@portal/contract';
import type { FlatNamespace } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The language the server chose for this page (cookie, else Accept-Language), as it wrote it in `<html lang>`. */
function pageLanguage(): Language {
  const written = document.documentElement.lang;
  return isLanguage(written) ? written : DEFAULT_LANGUAGE;
}

/** Before the first render, so the first paint is already in the visitor's language. */
export function startInPageLanguage(): void {
  void i18n.changeLanguage(pageLanguage());
}

/** Switches every screen at once; `<html lang>` follows so screen readers and fonts do too. */
export function showLanguage(language: Language): void {
  document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/** A feature's sentences in the current language, re-rendered when the language changes. */
export function useTexts<N extends FlatNamespace>(texts: Texts<N>) {
  return useTranslation(texts.namespace).t;
}

/** The current language, re-rendered when it changes. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}

/** The space between a sentence's words and a link inside it: none in Chinese, which has no spaces between words. */
export function useWordSpace(): string {
  return useLanguage() === 'zh' ? '' : ' ';
}

/** RM amounts, numbers and dates in the current language, Malaysian time. */
export function useFormat() {
  const language = useLanguage();
  return formatIn(language);
}

function formatIn(language: Language) {
  return {
    ringgit: (sen: number | null | undefined) => formatRinggit(sen, language),
    number: (value: number) => formatNumber(value, language),
    megabytes: (bytes: number) => megabytes(bytes, language),
    uploadLimit: (bytes: number) => uploadLimit(bytes, language),
    date: (value: string | Date | null | undefined) => formatDate(value, language),
    dateTime: (value: string | Date | null | undefined) => formatDateTime(value, language),
    shortDate: (value: string | Date | null | undefined) => formatShortDate(value, language),
    /** The insurers' recorded words (claim type, parts…) in the language, '-' when there are none. */
    recorded: (value: string | null | undefined) => (value ? recordedWords(value, language) : '-'),
  };
}
