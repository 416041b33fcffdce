import { defineTexts, messages } from '@portal/contract';

/** The answers of the setup screens that say a change went well. */
const en = {
  creditDeleted: messages.deleteDone('credit') as 'The credit item deleted successfully.',
  chargeDeleted: messages.deleteDone('charge') as 'The charge item deleted successfully.',
  runningNumberDeleted: messages.deleteDone('running number') as 'The running number item deleted successfully.',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    setupServer: typeof en;
  }
}

export const setupTexts = defineTexts('setupServer', {
  en,
  ms: {
    creditDeleted: 'Pakej kredit berjaya dipadam.',
    chargeDeleted: 'Caj berjaya dipadam.',
    runningNumberDeleted: 'Nombor siri dokumen berjaya dipadam.',
  },
  zh: {
    creditDeleted: '点数配套已成功删除。',
    chargeDeleted: '收费项目已成功删除。',
    runningNumberDeleted: '单据编号设置已成功删除。',
  },
});
