import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const zh: Translation<typeof en> = {
  topup: '点数充值：{{name}}（{{credits}}）',
  credits_one: '{{count}} 点',
  credits_other: '{{count}} 点',
  payPerSearch: '车辆查询（按次付款）：{{plate}}',
  refundDue: '查询已付款：需退款',
  check: '车辆查询 {{reference}}（{{plate}}）',
  reversal: '冲销 {{documentNo}}',
  refundReasonCheckSold: '为已付款的查询再次付款',
};
