import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const zh: Translation<typeof en> = {
  retryQueued: '电子发票将于稍后重新提交至 MyInvois。',
  cancelled: '电子发票已在 MyInvois 取消。',
  creditNoteQueued: '贷项通知单已加入提交队列，将于稍后提交至 MyInvois。',
};
