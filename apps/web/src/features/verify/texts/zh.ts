import type { Translation } from '@portal/contract';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  pageTitle: '验证报告',
  kicker: '{{product}} 报告验证',
  genuineTitle: '此参考编号属于一份真实的报告',
  genuine: '报告 {{reference}} 于 {{date}} 售出。以下是该报告售出时的内容。',
  referenceId: '参考编号',
  soldOn: '售出日期',
  registrationNo: '车牌号码',
  chassisNo: '底盘号码',
  vehicle: '品牌 / 型号 / 年份',
  claimCount: '索赔数量',
  worstSeverity: '最高严重程度',
  noClaims: '没有事故记录',
  writtenOff: '全损',
  writtenOffYes: '是：有索赔记录这辆车为全损',
  writtenOffNo: '没有全损记录',
  writtenOffNotRead: '未判读：这份报告在开始判读全损之前售出',
  fingerprint: '数字指纹',
  fingerprintValue: '数字指纹：{{fingerprint}}',
  fullFingerprint: '完整数字指纹（报告售出时的 SHA-256）',
  compareTitle: '如何与打印件核对',
  compareSteps:
    '请核对打印件上的参考编号、车牌号码、底盘号码、车辆、索赔数量和最高严重程度是否与本页相同，以及二维码下方印的数字指纹开头字符是否一致。',
  notGenuine: '内容与本页不符的打印件并非真实报告。',
  notFoundTitle: '未能验证',
  notFound: '没有已付款的报告使用参考编号 {{reference}}。请核对报告上印的参考编号：无法在此验证的报告并非真实报告。',
  errorTitle: '错误',
  existsTitle: '此参考编号的报告确实存在',
  exists:
    '报告 {{reference}} 于 {{date}} 售出。如需查看其详细内容，请扫描报告上的二维码，或输入二维码下方印的数字指纹。',
  fingerprintLabel: '打印件上的数字指纹',
  fingerprintHint: '二维码下方印的 16 个字符，可带或不带空格。',
  fingerprintExample: '3f9a 1c07 88be 42d0',
  fingerprintInvalid: '请至少输入二维码下方印的 16 个字符：数字 0 至 9 和字母 a 至 f。',
  verifyButton: '验证',
  mismatchTitle: '不相符',
  fingerprintMismatch:
    '此数字指纹与报告 {{reference}} 不相符。请检查是否按打印内容输入：数字指纹不相符的打印件并非真实报告。',
  tokenMismatch: '此链接无法打开报告 {{reference}} 的详细内容。请改为输入报告上印的数字指纹。',
  panelTitle: '验证此报告',
  panelText:
    '扫描二维码，或打开 {{address}} 并输入下方的数字指纹，查看此参考编号所售出的内容。内容与该页面不符的打印件并非真实报告。',
  qrAlt: '报告 {{reference}} 验证页面的二维码',
  openVerification: '打开验证页面',
};
