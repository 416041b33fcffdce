import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const zh: Translation<typeof en> = {
  adjustmentSaved: '点数调整已保存。',
  descriptionSaved: '交易已保存。',
  deleted: '交易已成功删除。',
  sheet: '交易',
  date: '日期',
  documentNo: '单据编号',
  type: '类型',
  description: '说明',
  username: '用户名',
  company: '公司名称',
  referralCode: '推荐码',
  vehicleKey: '车辆查询代码',
  paymentStatus: '付款状态',
  amount: '金额（RM）',
  tax: '销售与服务税（RM）',
  credit: '点数',
  balance: '点数余额',
  dealer: '车商',
  Pending: '待处理',
  Completed: '已完成',
  Failed: '失败',
  Cancelled: '已取消',
};
