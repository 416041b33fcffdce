import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const zh: Translation<typeof en> = {
  deleted: '用户已成功删除。',
  deactivatedInstead: '该用户有交易记录，因此账户已停用而不是删除：其记录会保留，且无法再登录。',
};
