import i18next, { type FlatNamespace, type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages.ts';

/** A namespace's English sentences: keys to strings, or to groups of them (a legal page's sections, say). */
export interface TextTree {
  readonly [key: string]: string | TextTree;
}

/** The same keys as the English tree, every leaf a string: a missing or extra key fails the typecheck. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** English (the specification's words, exactly) and its translations. */
export interface TextsInAllLanguages<T extends TextTree> {
  en: T;
  ms: Translation<T>;
  zh: Translation<T>;
}

/**
 * The one i18next instance of a process (the server, or the browser tab). Resources arrive with the feature that
 * owns them (`defineTexts`), so a lazily loaded page brings its own sentences. Values are not HTML-escaped here:
 * React escapes what it renders, and the mails escape what they put into HTML.
 */
export const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  resources: {},
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A feature's registered sentences: its namespace (for `useTexts` in the web) and a typed lookup per language. */
export interface Texts<N extends FlatNamespace> {
  namespace: N;
  of: (language: Language) => TFunction<N>;
}

/**
 * Registers a feature's sentences in every language under its namespace, typed by the namespace's entry in
 * i18next's `ResourceNamespaceMap` (declared beside the English sentences): `checksTexts.of('ms')('title')`.
 */
export function defineTexts<const N extends FlatNamespace, T extends TextTree>(
  namespace: N,
  texts: TextsInAllLanguages<T>,
): Texts<N> {
  for (const language of LANGUAGES) i18n.addResourceBundle(language, namespace, texts[language], true, true);
  return { namespace, of: (language) => i18n.getFixedT(language, namespace) };
}
