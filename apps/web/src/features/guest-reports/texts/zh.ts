import type { Translation } from '@portal/contract';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  pageTitle: '我的报告',
  askText: '没有账户也购买了报告？请输入您付款时使用的电邮地址和手机号码：我们会通过电邮把报告链接发给您。',
  email: '电邮',
  mobile: '手机号码',
  send: '通过电邮发送链接',
  listText: '以 {{email}} 购买的报告。此页面有效至 {{time}}；之后请重新申请新链接。',
  none: '没有以此电邮地址和手机号码购买的已付款报告。',
  paidOn: '付款于 {{date}}',
  open: '打开报告',
  openLabel: '打开 {{vehicle}} 的报告',
  askAgain: '通过电邮发送新链接',
  linkRefused: '链接不可用',
  findMine: '以前购买过报告？',
  findMineLink: '查找我的报告',
};
