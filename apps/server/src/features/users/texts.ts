import { defineTexts, messages, userItemName, userMessages } from '@portal/contract';

/** The answers of the Accounts screen that say a change went well. */
const en = {
  deleted: messages.deleteDone(userItemName) as 'The user item deleted successfully.',
  deactivatedInstead: userMessages.deactivatedInstead,
} as const;

declare module 'i18next' {
  interface ResourceNamespaceMap {
    usersServer: typeof en;
  }
}

export const usersTexts = defineTexts('usersServer', {
  en,
  ms: {
    deleted: 'Item pengguna berjaya dipadam.',
    deactivatedInstead:
      'Pengguna ini mempunyai transaksi, jadi akaunnya dinyahaktifkan dan bukan dipadam: rekodnya disimpan dan ia tidak lagi boleh log masuk.',
  },
  zh: {
    deleted: '用户已成功删除。',
    deactivatedInstead: '该用户有交易记录，因此账户已停用而不是删除：其记录会保留，且无法再登录。',
  },
});
