import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const zh: Translation<typeof en> = {
  userRoles: { '0': '用户', '1': '管理员' },
  paymentTypes: {
    '1': '按次付款（信用卡、扣账卡或网上银行）',
    '2': '点数充值（信用卡、扣账卡或网上银行）',
    '3': '点数',
    '4': '后付',
  },
  transactionTypes: { '1': '付款', '2': '点数', '3': '后付' },
  invoiceStatuses: { '1': '草稿', '2': '已取消', '4': '已确认', '5': '部分付款', '6': '已付款' },
  paymentMethods: { '1': '银行转账', '2': '支票', '3': '现金', '4': '网上银行（FPX）', '5': '信用卡/扣账卡' },
  creditSetup: '{{name}} — {{credits}} — {{price}}',
  credits_one: '{{count}} 点',
  credits_other: '{{count}} 点',
};
