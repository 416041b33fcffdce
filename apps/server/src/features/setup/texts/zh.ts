import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const zh: Translation<typeof en> = {
  creditDeleted: '点数配套已成功删除。',
  chargeDeleted: '收费设置已成功删除。',
  runningNumberDeleted: '单据编号设置已成功删除。',
};
