/**
 * Fails when the texts leave their one layout (`tools/texts-layout.ts`: a module registering `{ en, ms, zh }` from
 * its `<module>/{en,ms,zh}.ts` files) or a translation is missing or not translated: every namespace registered with
 * `defineTexts` anywhere in the product must have the same keys in English, Malay and Chinese, no empty sentence, the same {{params}} in
 * every language, and no Chinese sentence that is still English. (The typecheck already refuses a missing key in a
 * texts module; this also covers sentences built at run time and keeps the three languages honest.) Then every
 * sentence is held to the enforced terms of docs/glossary.md: one word for one thing in each language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { glossaryViolations, parseGlossary, staleExceptions, type TextEntry, TRANSLATED } from './glossary.ts';
import { languageFile, layoutProblems, readIfExists } from './texts-layout.ts';

register('./resolve-like-bundler.ts', import.meta.url);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceRoots = ['packages/contract/src', 'apps/server/src', 'apps/web/src', 'apps/web/pwa'];

/** Names and abbreviations that stay as they are in every language (docs/glossary.md). */
const untranslated = new Set(
  'CarSemak Data Sdn Bhd ISM ABI ISMABI FPX VIN PDF JSON CSV XLSX RM PDPA JPJ Billplz WhatsApp Excel OK ID cc URL API'
    .toLowerCase()
    .split(' '),
);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

function textsModules(): string[] {
  const definer = path.join(root, 'packages/contract/src/i18n/texts.ts');
  return sourceRoots
    .flatMap((dir) => [...sourceFiles(path.join(root, dir))])
    .filter((file) => file !== definer && /\bdefineTexts\(/.test(readFileSync(file, 'utf8')));
}

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(name, value);
    else for (const [inner, text] of leaves(value, name)) found.set(inner, text);
  }
  return found;
}

const params = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/** A Chinese sentence with no Chinese in it and an English word that is not a name was left untranslated. */
function looksEnglish(text: string): boolean {
  if (/\p{Script=Han}/u.test(text)) return false;
  const words = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .match(/[A-Za-z]{3,}/g);
  return (words ?? []).some((word) => !untranslated.has(word.toLowerCase()));
}

const modules = textsModules();
for (const file of modules) await import(pathToFileURL(file).href);
const { i18n } = await import('@portal/contract');
const store = i18n.store.data as Record<string, Record<string, Tree>>;

const problems: string[] = modules.flatMap((file) =>
  layoutProblems(file, readFileSync(file, 'utf8'), readIfExists, path.relative(root, file)),
);
const namespaces = Object.keys(store.en ?? {});
for (const namespace of namespaces) {
  const english = leaves(store.en?.[namespace] ?? {});
  for (const language of ['ms', 'zh'] as const) {
    const translated = leaves(store[language]?.[namespace] ?? {});
    for (const [key, text] of english) {
      const other = translated.get(key);
      const where = `${language}:${namespace}:${key}`;
      if (other === undefined) problems.push(`${where} is missing`);
      else if (other.trim() === '' && text.trim() !== '') problems.push(`${where} is empty`);
      else if (params(other) !== params(text))
        problems.push(`${where} has {{${params(other)}}}, English {{${params(text)}}}`);
      else if (language === 'zh' && looksEnglish(other)) problems.push(`${where} is still English: "${other}"`);
    }
    for (const key of translated.keys()) {
      if (!english.has(key)) problems.push(`${language}:${namespace}:${key} has no English`);
    }
  }
}

/** The file that holds a namespace's sentences in a language: `texts/ms.ts` beside its `texts.ts`. */
function fileOf(namespace: string, language: string): string {
  const module = modules.find((file) => readFileSync(file, 'utf8').includes(`defineTexts('${namespace}'`)) ?? '?';
  return path.relative(root, languageFile(module, language));
}

const entries: TextEntry[] = namespaces.flatMap((namespace) => {
  const translations = TRANSLATED.map((language) => leaves(store[language]?.[namespace] ?? {}));
  const [ms, zh] = translations;
  const files = { ms: fileOf(namespace, 'ms'), zh: fileOf(namespace, 'zh') };
  return [...leaves(store.en?.[namespace] ?? {})].map(([key, en]) => ({
    namespace,
    key,
    en,
    translated: { ms: ms?.get(key) ?? '', zh: zh?.get(key) ?? '' },
    files,
  }));
});
const glossary = parseGlossary(readFileSync(path.join(root, 'docs/glossary.md'), 'utf8'));
problems.push(...glossaryViolations(glossary, entries), ...staleExceptions(glossary, entries));

if (problems.length > 0) {
  console.error(`Texts: ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exitCode = 1;
} else {
  console.log(
    `Texts: ${namespaces.length} namespaces from ${modules.length} modules complete in en, ms and zh; ` +
      `${glossary.terms.length} glossary terms rendered the same way in every text.`,
  );
}
