/** The portal's languages (docs/decisions/0028-languages.md): English, Bahasa Malaysia and Simplified Chinese. */
export const LANGUAGES = ['en', 'ms', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that keeps a visitor's choice (an account's choice is kept on the account too). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Each language by its own name, as a switcher shows it to someone who cannot read the current one. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ms: 'Bahasa Melayu', zh: '中文' };

/** The Intl locale of each language: Malaysian conventions (RM, Asia/Kuala_Lumpur). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-MY', ms: 'ms-MY', zh: 'zh-MY' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The portal's language for a BCP 47 tag: `ms-MY` and `ms` → ms, `zh-Hans-CN` → zh, `en-GB` → en. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** The best language an `Accept-Language` header asks for, by its q-values; undefined when none is ours. */
export function languageOfAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: languageOfTag(tag), quality: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => entry.language !== undefined && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return ranked[0]?.language;
}
