/**
 * The enforced part of docs/glossary.md, read as data: its "Enforced terms" table (an English term and its
 * forms → the words Malay and Chinese must use, and variants they must never use) and its "Exceptions" table (a
 * sentence that genuinely needs another word). `glossaryViolations` holds every text to those rules.
 */

export type Translated = 'ms' | 'zh';
export const TRANSLATED: readonly Translated[] = ['ms', 'zh'];

export interface GlossaryTerm {
  /** The term's English forms (its first one names the term); matched as whole words, ignoring case. */
  english: string[];
  /** Per language, the renderings of which a sentence must contain one (empty: no requirement). */
  required: Record<Translated, string[]>;
  /** Per language, words no sentence may contain. */
  forbidden: Record<Translated, string[]>;
}

export interface GlossaryException {
  /** `language:namespace:key`, e.g. `ms:checks:chassisNumberDescription`; `*` for every language. */
  where: string;
  /** The term's name (its first English form). */
  term: string;
}

export interface Glossary {
  terms: GlossaryTerm[];
  exceptions: GlossaryException[];
}

/** One sentence in English and its translations, and the files that hold them. */
export interface TextEntry {
  namespace: string;
  key: string;
  en: string;
  translated: Record<Translated, string>;
  files: Record<Translated, string>;
}

const NONE = new Set(['', '—', '-']);

/** The rows of the first Markdown table under the heading that starts with `heading`. */
function tableUnder(markdown: string, heading: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`## ${heading}`));
  if (start < 0) throw new Error(`docs/glossary.md has no "## ${heading}" section`);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|')) {
      if (rows.length > 0) break;
      continue;
    }
    rows.push(
      line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    );
  }
  // The header row and the |---| row.
  return rows.slice(2);
}

/** A cell's values: separated by `sep`, backticks dropped, an empty cell or a dash meaning none. */
function values(cell: string | undefined, separator: string): string[] {
  const text = (cell ?? '').replaceAll('`', '').trim();
  if (NONE.has(text)) return [];
  return text
    .split(separator)
    .map((value) => value.trim())
    .filter((value) => !NONE.has(value));
}

export function parseGlossary(markdown: string): Glossary {
  const terms = tableUnder(markdown, 'Enforced terms').map(([english, ms, zh, notMs, notZh]) => ({
    english: values(english, ','),
    required: { ms: values(ms, '/'), zh: values(zh, '/') },
    forbidden: { ms: values(notMs, ','), zh: values(notZh, ',') },
  }));
  for (const term of terms) if (term.english.length === 0) throw new Error('An enforced term has no English');
  const exceptions = tableUnder(markdown, 'Exceptions').map(([where, term]) => ({
    where: values(where, ',')[0] ?? '',
    term: values(term, ',')[0] ?? '',
  }));
  return { terms, exceptions };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A whole-word match, ignoring case: a word joined by a hyphen is another word ("high-volume" is not "high"), and
 * a space in the term matches any run of spaces.
 */
function wordPattern(term: string): RegExp {
  const body = escapeRegExp(term).replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}-])${body}(?![\\p{L}\\p{N}-])`, 'iu');
}

/**
 * Chinese has no spaces between words: a variant with a Chinese character or mark in it (税号, 「, SST 号码) is found
 * anywhere; a Latin one as a whole word.
 */
function contains(text: string, word: string, language: Translated): boolean {
  if (language === 'zh' && /\P{ASCII}/u.test(word)) return text.includes(word);
  return wordPattern(word).test(text);
}

/** A rendering is found inside longer words too: Malay "semak" is in "semakan" and "menyemak". */
const rendered = (text: string, rendering: string) => text.toLowerCase().includes(rendering.toLowerCase());

/** A `{{param}}` is filled in at run time: `{{reference}}` is no use of the word "reference". */
const withoutParams = (text: string) => text.replace(/\{\{[^}]*\}\}/g, ' ');

/** Every breach of the glossary, one line each: where (language, namespace, key, file) and what. */
export function glossaryViolations(glossary: Glossary, texts: readonly TextEntry[]): string[] {
  const excepted = new Set(glossary.exceptions.map(({ where, term }) => `${where}|${term}`));
  const isExcepted = (language: Translated, text: TextEntry, term: string) =>
    [language, '*'].some((any) => excepted.has(`${any}:${text.namespace}:${text.key}|${term}`));
  const problems: string[] = [];
  for (const text of texts) {
    const english = withoutParams(text.en);
    for (const language of TRANSLATED) {
      const sentence = withoutParams(text.translated[language]);
      const where = `${language}:${text.namespace}:${text.key}`;
      const place = `${where} (${text.files[language]})`;
      for (const term of glossary.terms) {
        const name = term.english[0] ?? '';
        if (isExcepted(language, text, name)) continue;
        const required = term.required[language];
        const uses = term.english.find((form) => wordPattern(form).test(english));
        if (uses && required.length > 0 && !required.some((rendering) => rendered(sentence, rendering))) {
          problems.push(
            `${place}: English has "${uses}", so it must say ${required.map((r) => `"${r}"`).join(' or ')}: "${sentence}"`,
          );
        }
        for (const word of term.forbidden[language]) {
          if (contains(sentence, word, language)) {
            problems.push(`${place}: "${word}" is not the word for "${name}": "${sentence}"`);
          }
        }
      }
    }
  }
  return problems;
}

/** Exceptions that name no term of the glossary or no text: they would silently excuse nothing. */
export function staleExceptions(glossary: Glossary, texts: readonly TextEntry[]): string[] {
  const names = new Set(glossary.terms.map((term) => term.english[0]));
  const places = new Set(
    texts.flatMap((text) => ['*', ...TRANSLATED].map((language) => `${language}:${text.namespace}:${text.key}`)),
  );
  return glossary.exceptions
    .filter(({ where, term }) => !names.has(term) || !places.has(where))
    .map(({ where, term }) => `glossary exception "${where}" / "${term}" names no such text or term`);
}
