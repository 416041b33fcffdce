import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { layoutProblems, type ReadFile } from './texts-layout.ts';

const module = `import { en } from './texts/en';
import { ms } from './texts/ms';
import { zh } from './texts/zh';
export const sampleTexts = defineTexts('sample', { en, ms, zh });`;

const files: Record<string, string> = {
  'f/texts/en.ts': "export const en = { title: 'Title' } as const;",
  'f/texts/ms.ts': "export const ms: Translation<typeof en> = { title: 'Tajuk' };",
  'f/texts/zh.ts': "export const zh: Translation<typeof en> = { title: '标题' };",
};
const read: ReadFile = (file) => files[file];

describe('the texts layout', () => {
  it('accepts a module that registers its three language files', () => {
    assert.deepEqual(layoutProblems('f/texts.ts', module, read), []);
  });

  it('refuses sentences written inline in the module', () => {
    const inline = module.replace('{ en, ms, zh }', "{ en, ms, zh: { title: '标题' } }");
    assert.match(layoutProblems('f/texts.ts', inline, read).join('\n'), /takes \{ en, ms, zh \}/);
  });

  it('names a missing language file', () => {
    const without: ReadFile = (file) => (file === 'f/texts/zh.ts' ? undefined : read(file));
    assert.deepEqual(layoutProblems('f/texts.ts', module, without), ['f/texts/zh.ts is missing']);
  });

  it('refuses a translation the typecheck does not hold to the English keys', () => {
    const untyped: ReadFile = (file) =>
      file === 'f/texts/ms.ts' ? "export const ms = { title: 'Tajuk' };" : read(file);
    assert.match(layoutProblems('f/texts.ts', module, untyped).join('\n'), /ms\.ts is not typed Translation/);
  });

  it('refuses two namespaces in one module', () => {
    const two = `${module}\nexport const otherTexts = defineTexts('other', { en, ms, zh });`;
    assert.match(layoutProblems('f/texts.ts', two, read).join('\n'), /registers 2 namespaces/);
  });
});
