import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const zh: Translation<typeof en> = {
  documentTitle: '税务发票 {{number}}',
  invoiceNumber: '发票编号',
  invoiceDate: '发票日期',
  paymentReference: '付款参考编号',
  status: '状态',
  paidInFull: '已全额付款',
  items: '项目',
  description: '说明',
  credits: '点数',
  paidOnline: '已在线全额付款（付款参考编号 {{reference}}）。无须再付款，请勿重复支付本发票。',
  taxInvoiceRow: '税务发票',
  attachedNote: '税务发票已作为 PDF 附在此电邮中。',
};
