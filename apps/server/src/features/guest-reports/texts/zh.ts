import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const zh: Translation<typeof en> = {
  sent: '如果有报告是以此电邮地址和手机号码购买的，报告链接已发送到该电邮地址。链接有效 {{minutes}} 分钟。',
  subject: '您的 {{product}} 报告',
  greeting: '您好：',
  body: '有人申请查看以此电邮地址和手机号码在 {{product}} 购买的车辆报告。请打开链接查看。',
  action: '查看我的报告',
  orOpenLink: '或打开此链接：',
  after: '链接有效 {{minutes}} 分钟。如果您没有申请，请忽略此电邮：没有此链接，任何人都无法看到您的报告。',
};
