import { defineTexts } from '@portal/contract';

/** The upload's outcome, per file and in all (the rows' rejection reasons are the importer's, in English). */
const en = {
  imported: '{{name}}: imported {{rows}} rows.',
  notImported: '{{name}}: nothing was written. Correct the rejected rows and upload the whole file again.',
  someNotImported: 'Some files were not imported: correct the rejected rows and upload them again.',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    ismabiServer: typeof en;
  }
}

export const ismabiTexts = defineTexts('ismabiServer', {
  en,
  ms: {
    imported: '{{name}}: {{rows}} baris diimport.',
    notImported: '{{name}}: tiada apa-apa ditulis. Betulkan baris yang ditolak dan muat naik semula seluruh fail.',
    someNotImported: 'Sebahagian fail tidak diimport: betulkan baris yang ditolak dan muat naik semula.',
  },
  zh: {
    imported: '{{name}}：已导入 {{rows}} 行。',
    notImported: '{{name}}：未写入任何资料。请更正被拒绝的行，然后重新上传整个文件。',
    someNotImported: '部分文件未导入：请更正被拒绝的行，然后重新上传。',
  },
});
