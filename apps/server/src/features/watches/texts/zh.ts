import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const zh: Translation<typeof en> = {
  subject: '{{product}}：{{vehicle}} 有新的索赔记录',
  greeting: '{{name}}，您好：',
  body: '自您开始关注以来，您关注列表中的车辆 {{vehicle}} 有了新的索赔记录。',
  newClaims: '新的索赔记录',
  recordedOn: '记录日期',
  freshReport: '此变动通知是免费的。如需查看新的索赔详情，请购买这辆车的最新报告。',
  openWatchlist: '打开我的关注列表',
  orOpenLink: '或打开此链接：',
};
