/**
 * The one layout of texts (docs/decisions/0044-one-layout-for-texts.md): a module `<name>.ts` registers a namespace with
 * `defineTexts('namespace', { en, ms, zh })`, and each language is a file of its own beside it, `<name>/en.ts`,
 * `<name>/ms.ts` and `<name>/zh.ts`, Malay and Chinese typed `Translation<typeof en>` so the typecheck proves that
 * every language has every key.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const LANGUAGE_FILES = ['en', 'ms', 'zh'] as const;

/** Where a module's sentences in a language live: `texts.ts` → `texts/ms.ts`. */
export function languageFile(module: string, language: string): string {
  return path.join(module.replace(/\.tsx?$/, ''), `${language}.ts`);
}

/** Reads a file, or undefined when there is none (a seam for the tests). */
export type ReadFile = (file: string) => string | undefined;
export const readIfExists: ReadFile = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);

/** What breaks the layout in one module that calls `defineTexts`, each problem naming the file. */
export function layoutProblems(module: string, source: string, read: ReadFile, shown = module): string[] {
  const problems: string[] = [];
  const calls = [...source.matchAll(/\bdefineTexts\(\s*'[^']+'\s*,\s*([^)]*)\)/g)];
  if (calls.length !== 1) problems.push(`${shown}: registers ${calls.length} namespaces, one module holds one`);
  for (const [, languages] of calls) {
    if (languages?.replace(/\s/g, '') !== '{en,ms,zh}')
      problems.push(`${shown}: defineTexts takes { en, ms, zh } imported from its language files, not sentences`);
  }
  const shownDir = shown.replace(/\.tsx?$/, '');
  for (const language of LANGUAGE_FILES) {
    const file = languageFile(module, language);
    const text = read(file);
    const where = `${shownDir}/${language}.ts`;
    if (text === undefined) problems.push(`${where} is missing`);
    else if (!new RegExp(`^export const ${language}\\b`, 'm').test(text))
      problems.push(`${where} does not export \`${language}\``);
    else if (language !== 'en' && !new RegExp(`\\b${language}: Translation<typeof en>`).test(text))
      problems.push(`${where} is not typed Translation<typeof en>, so a missing key would not fail the typecheck`);
    if (text !== undefined && !source.includes(`/${path.basename(shownDir)}/${language}`))
      problems.push(`${shown} does not import ${where}`);
  }
  return problems;
}
