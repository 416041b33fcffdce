import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const zh: Translation<typeof en> = {
  retryQueued: '电子发票将于稍后重新提交至 MyInvois。',
  cancelled: '电子发票已在 MyInvois 取消。',
  creditNoteQueued: '贷项通知单已加入提交队列，将于稍后提交至 MyInvois。',
  rejectedSubject: '{{product}}：MyInvois 拒绝了电子发票 {{codeNumber}}',
  rejectedGreeting: '{{name}}，您好：',
  rejectedBody:
    'MyInvois 拒绝了电子发票 {{codeNumber}}。在问题修正并重新提交之前，它将保持无效状态，买方也没有有效的电子发票。',
  rejectedCodeNumber: '电子发票',
  rejectedReason: 'MyInvois 给出的原因',
  openEinvoices: '打开电子发票列表',
  orOpenLink: '或打开此链接：',
};
