import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const zh: Translation<typeof en> = {
  sheet: '批量查询',
  searchKey: '车牌或底盘号码',
  status: '状态',
  reference: '参考编号',
  claims: '索赔数量',
  worstSeverity: '最高严重程度',
  writtenOff: '全损',
  mileage: '里程',
  link: '报告',
  statusCharged: '已查询',
  statusOwned: '已拥有',
  statusNotFound: '未找到',
  statusInvalid: '无效',
  statusDuplicate: '重复',
  statusRefused: '点数不足！',
};
