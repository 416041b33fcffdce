import type { Translation } from '@portal/contract';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  title: '关注列表',
  description: '您关注的车辆。资料更新后，若其中一辆车有新的索赔记录，我们会以电邮通知您，并在此显示。',
  watch: '关注这辆车',
  stop: '取消关注',
  watching: '您正在关注这辆车：有新的索赔记录时我们会通知您。',
  watchHint: '这辆车有新的索赔记录时，您会收到电邮通知。关注是免费的。',
  watchedSince: '自 {{date}} 起关注',
  empty: '您没有关注任何车辆。打开您的一份已付款报告，然后选择“关注这辆车”。',
  newClaim: '自您关注以来有新的索赔记录：请购买最新报告查看',
  newClaimsCount: '新的索赔：{{number}}（记录于 {{date}}）',
  noChange: '没有新的索赔',
  freshReport: '购买最新报告',
  openReport: '打开我的报告',
  listLabel: '关注的车辆',
  stopVehicle: '取消关注 {{vehicle}}',
};
