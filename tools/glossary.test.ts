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

/** The wrong forms the native review of 29 November 2026 found, each with the term the product glossary must name. */
const reviewFindings: { term: string; en: string; ms: string; zh: string }[] = [
  { term: 'email', en: 'Send the link by email', ms: 'Hantar pautan melalui e-mel', zh: '通过电子邮件发送链接' },
  { term: 'email', en: 'ignore this email', ms: 'abaikan e-mel ini', zh: '请忽略此邮件' },
  { term: 'email', en: 'Your email address', ms: 'Alamat emel anda', zh: '您的电邮地址' },
  {
    term: 'TIN',
    en: 'Issued to your TIN {{tin}}',
    ms: 'Dikeluarkan kepada TIN {{tin}}',
    zh: '以您的税号（TIN）{{tin}} 开具',
  },
  { term: 'BRN', en: 'BRN', ms: 'BRN', zh: '商业登记号（BRN）' },
  { term: 'SST number', en: 'SST number', ms: 'No. SST', zh: '销售与服务税号码' },
  { term: 'SST number', en: 'Enter the SST number', ms: 'Masukkan No. SST', zh: '请输入销售与服务税（SST）号码' },
  { term: 'registered for SST', en: 'Registered for SST', ms: 'Berdaftar SST', zh: '已登记 SST' },
  { term: '(writing to us)', en: 'Please write to {{email}}', ms: 'Sila e-mel {{email}}', zh: '请写信至 {{email}}' },
  { term: 'consolidated', en: 'Consolidated', ms: 'Disatukan', zh: '汇总' },
  { term: '(not applicable on tax documents)', en: 'NA', ms: 'TB', zh: '不适用' },
  {
    term: '(admin toasts: the {item} item)',
    en: 'The {{item}} item saved',
    ms: 'Item {{item}} berjaya disimpan.',
    zh: '{{item}}已成功保存。',
  },
  {
    term: '(admin toasts: the {item} item)',
    en: 'The {{item}} item saved',
    ms: '{{item}} berjaya disimpan.',
    zh: '{{item}}项目已成功保存。',
  },
  { term: 'invoice number', en: 'Invoice number', ms: 'No. Invois', zh: '发票号码' },
  { term: 'profile', en: 'Your profile', ms: 'Profil anda', zh: '您的个人资料' },
  {
    term: 'cannot be undone',
    en: 'This cannot be undone.',
    ms: 'Tindakan ini tidak boleh dibuat asal.',
    zh: '此操作无法撤回。',
  },
  { term: 'date of loss', en: 'Date of loss', ms: 'Tarikh kemalangan', zh: '出险日期' },
  { term: 'bumper', en: 'FRONT BUMPER', ms: 'BAMPER HADAPAN', zh: '前保险杠' },
  { term: 'quarter panel', en: 'QUARTER PANEL RH', ms: 'PANEL SISI BELAKANG KANAN', zh: '右后翼子板' },
  { term: 'self accident', en: 'SELF ACCIDENT', ms: 'KEMALANGAN SENDIRI', zh: '自身意外' },
  { term: 'Oops', en: 'Oops!', ms: 'Alamak!', zh: '哎呀！' },
  { term: 'card', en: 'Pay by card', ms: 'Bayar dengan kad', zh: '以银行卡付款' },
  {
    term: '(Malay calques of English verbs)',
    en: 'if you want it to name you',
    ms: 'jika anda mahu e-Invois menamakan anda',
    zh: '写上您的名字',
  },
  {
    term: '(Malay calques of English verbs)',
    en: 'Credit note queued',
    ms: 'Nota kredit telah dibariskan',
    zh: '贷项通知单已加入提交队列',
  },
  {
    term: '(Chinese calques and marks)',
    en: 'on the {{page}} page',
    ms: 'di halaman {{page}}',
    zh: '在「{{page}}」页面',
  },
  { term: '(Chinese calques and marks)', en: 'the portal issues', ms: 'portal mengeluarkan', zh: '门户开具的单据' },
];

describe('the product glossary against the review of 29 November 2026', () => {
  const product = parseGlossary(readFileSync(new URL('../docs/glossary.md', import.meta.url), 'utf8'));

  for (const finding of reviewFindings) {
    it(`refuses "${finding.ms}" / "${finding.zh}" for "${finding.en}"`, () => {
      const found = violations(product, text('finding', finding.en, finding.ms, finding.zh));
      assert.ok(
        found.some((line) => line.includes(`"${finding.term}"`)),
        `expected a breach of "${finding.term}", got ${JSON.stringify(found)}`,
      );
    });
  }

  it('passes the wording the review proposed', () => {
    const fixed = [
      text('a', 'Send the link by email', 'Hantar pautan melalui e-mel', '通过电邮发送链接'),
      text('b', 'Issued to your TIN {{tin}}', 'Dikeluarkan kepada TIN {{tin}}', '以您的税务识别号（TIN）{{tin}} 开具'),
      text('c', 'SST number', 'No. SST', '销售与服务税（SST）注册号码'),
      text('d', 'Registered for SST', 'Berdaftar SST', '已注册 SST'),
      text('e', 'The {{item}} item saved', '{{item}} berjaya disimpan.', '{{item}}已成功保存。'),
      text('f', 'Pay by card', 'Bayar dengan kad', '以信用卡或扣账卡付款'),
      text('g', 'Check your spam folder', 'Semak folder spam anda', '请查看垃圾邮件文件夹'),
    ];
    assert.deepEqual(violations(product, ...fixed), []);
  });
});
