import { attachmentItemName, defineTexts, messages } from '@portal/contract';

/** The answers of the report's photos that say a change went well. */
const en = {
  uploaded_one: '{{count}} image uploaded.',
  uploaded_other: '{{count}} images uploaded.',
  deleted: messages.deleteDone(attachmentItemName) as 'The image item deleted successfully.',
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    attachmentsServer: typeof en;
  }
}

export const attachmentsTexts = defineTexts('attachmentsServer', {
  en,
  ms: {
    uploaded_one: '{{count}} gambar dimuat naik.',
    uploaded_other: '{{count}} gambar dimuat naik.',
    deleted: 'Gambar berjaya dipadam.',
  },
  zh: {
    uploaded_one: '已上传 {{count}} 张图片。',
    uploaded_other: '已上传 {{count}} 张图片。',
    deleted: '图片已成功删除。',
  },
});
