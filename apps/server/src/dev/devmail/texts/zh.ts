import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const zh: Translation<typeof en> = {
  title: '演示邮箱',
  intro: '本网站发出的电邮（演示模式，未设置 SMTP_URL）。',
  to: '收件人',
  empty: '还没有电邮。',
};
