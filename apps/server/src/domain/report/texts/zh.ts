import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const zh: Translation<typeof en> = {
  title: '{{product}} 车辆事故记录报告',
  documentTitle: '{{product}} 报告 {{reference}}',
  referenceLine: '参考编号：{{reference}}    查询时间：{{searched}}    打印时间：{{printed}}',
  verifyHeading: '验证此报告',
  verifyText:
    '扫描二维码，或打开以下网址并输入此处印的数字指纹，查看参考编号 {{reference}} 所售出的报告内容。数字与该页面不符的打印件并非真实报告。',
  fingerprint: '数字指纹：{{fingerprint}}',
  registrationNo: '车牌号码',
  accidentHistory: '事故记录',
  sameAccidentsCount: '同一事故的索赔数',
  vehicleAtTheTime: '当时的车辆',
  registrationAtTheTime: '当时的车牌号码',
  noStandardEquipment: '此款式没有标准配备资料。',
  disclaimerText:
    '记录来自 {{company}} 所持有的保险索赔：主要为 2017 年起的记录，事故记录则始于 2003 年。资料可能不完整。',
  worstSeverity: '最高严重程度：',
  resultNotFound: '未找到',
  resultAwaitingPayment: '等待付款',
  resultNoClaims: '没有索赔记录',
  resultClaims_one: '{{count}} 宗索赔',
  resultClaims_other: '{{count}} 宗索赔',
  resultElsewhere: '{{own}}（另有 {{count}} 宗在另一个 VIN 上）',
  resultWrittenOff: '{{result}}，全损',
};
