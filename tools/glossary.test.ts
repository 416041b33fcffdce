import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { type Glossary, glossaryViolations, parseGlossary, staleExceptions, type TextEntry } from './glossary.ts';

const sample = `# Glossary

| English | Bahasa Malaysia | 中文 |
|---|---|---|
| report | laporan | 报告 |

## Enforced terms

| English forms | Bahasa Malaysia | 中文 | Never in Malay | Never in Chinese |
|---|---|---|---|---|
| high | berat | 较重 | — | — |
| Vehicle Key | Kod Semakan Kenderaan | 车辆查询代码 | Kunci Kenderaan | 车辆识别 |
| revoke, revoked | tarik balik / menarik balik | 撤销 | — | — |
| (the priced check) | — | — | carian | — |

## Exceptions

| Text | Term | Why |
|---|---|---|
| \`*:sample:create\` | revoke | a sample exception |
`;

function text(key: string, en: string, ms: string, zh: string): TextEntry {
  return { namespace: 'sample', key, en, translated: { ms, zh }, files: { ms: 'ms.ts', zh: 'zh.ts' } };
}

const violations = (glossary: Glossary, ...texts: TextEntry[]) => glossaryViolations(glossary, texts);

describe('the glossary checker', () => {
  const glossary = parseGlossary(sample);

  it('reads only the enforced terms and the exceptions', () => {
    assert.equal(glossary.terms.length, 4);
    assert.deepEqual(glossary.terms[2], {
      english: ['revoke', 'revoked'],
      required: { ms: ['tarik balik', 'menarik balik'], zh: ['撤销'] },
      forbidden: { ms: [], zh: [] },
    });
    assert.deepEqual(glossary.exceptions, [{ where: '*:sample:create', term: 'revoke' }]);
  });

  it('passes a sentence that uses the glossary words', () => {
    assert.deepEqual(violations(glossary, text('a', 'Vehicle Key', 'Kod Semakan Kenderaan', '车辆查询代码')), []);
    assert.deepEqual(violations(glossary, text('b', 'Key revoked', 'Kunci ditarik balik', '密钥已撤销')), []);
  });

  it('names the language, key and file of a sentence that drifts from the glossary word', () => {
    const found = violations(glossary, text('band', 'Severity: HIGH', 'Tahap: TINGGI', '严重程度：较重'));
    assert.equal(found.length, 1);
    assert.match(found[0] ?? '', /^ms:sample:band \(ms\.ts\): English has "high", so it must say "berat"/);
  });

  it('refuses a forbidden variant anywhere, whatever the English says', () => {
    const found = violations(glossary, text('key', 'Vehicle Key', 'Kunci Kenderaan', '车辆识别'));
    assert.equal(found.filter((line) => line.includes('is not the word for "Vehicle Key"')).length, 2);
    const elsewhere = violations(glossary, text('list', 'Search', 'Carian', '搜索'));
    assert.deepEqual(elsewhere, [
      'ms:sample:list (ms.ts): "carian" is not the word for "(the priced check)": "Carian"',
    ]);
  });

  it('matches whole words only: hyphenated words, longer words and {{params}} are other words', () => {
    assert.deepEqual(violations(glossary, text('a', 'high-volume packages', 'pakej volum tinggi', '大批量配套')), []);
    assert.deepEqual(violations(glossary, text('b', 'the highest', 'tertinggi', '最高')), []);
    assert.deepEqual(violations(glossary, text('c', 'Ask {{high}}', 'Tanya {{high}}', '询问 {{high}}')), []);
    assert.deepEqual(violations(glossary, text('d', 'Semakan pukal', 'Pencarian', '查询')), []);
  });

  it('lets a listed exception use another word, in the language it names', () => {
    const drift = (key: string) => text(key, 'Revoke this link', 'Batalkan pautan ini', '取消此链接');
    assert.deepEqual(violations(glossary, drift('create')), []);
    assert.equal(violations(glossary, drift('other')).length, 2);
    const texts = [drift('create')];
    assert.deepEqual(staleExceptions(glossary, texts), []);
    assert.equal(staleExceptions(glossary, [drift('other')]).length, 1);
  });

  it('reads the product glossary: its terms and exceptions are well formed', () => {
    const product = parseGlossary(readFileSync(new URL('../docs/glossary.md', import.meta.url), 'utf8'));
    assert.ok(product.terms.length >= 20);
    const severe = product.terms.find((term) => term.english[0] === 'severe');
    assert.deepEqual(severe?.required, { ms: ['teruk'], zh: ['严重'] });
    for (const { where, term } of product.exceptions) {
      assert.match(where, /^(ms|zh|\*):[\w]+:[\w.]+$/);
      assert.ok(
        product.terms.some((known) => known.english[0] === term),
        `exception term "${term}"`,
      );
    }
  });
});
