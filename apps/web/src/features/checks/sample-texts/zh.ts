import type { Translation } from '@portal/contract';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  title: '报告样本——并非真实车辆',
  text: '这辆车及其索赔和价值均为虚构，用来展示付费报告的内容。如需阅读真实报告，请用车牌号码或底盘号码查询车辆。',
  check: '查询车辆',
  pageTitle: '报告样本',
  mark: '样本',
};
