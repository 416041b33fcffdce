import type { Translation } from '@portal/contract';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  title: 'ISMABI 上传',
  description:
    '上传 ISM ABI 估价文件：ISMData（每个 NVIC 的新车价格及市场价值）和 ISMDataStandardFeature（每个 NVIC 的标准配备）。从现在起付款的报告使用新数值；已付款的报告维持售出时的内容。',
  uploadTitle: '上传文件',
  kindLabel: '文件类型',
  filesLabel: '文件',
  filesPlaceholder: '选择 .xlsx 或 .csv 文件',
  filesHint:
    '可一次上传多个文件，每个不超过 {{megabytes}} MB（{{limit}} 字节）。每个文件要么全部导入，要么完全不导入。',
  upload: '上传',
  sending: '正在发送 {{percent}}%',
  importing: '正在导入…',
  queued: '已上传：等待开始导入…',
  checking: '正在检查行：目前 {{rows}} 行',
  writing: '正在写入 {{rows}} 行…',
  importFailed: '{{name}} 导入失败：未写入任何内容。请重新上传。',
  rejectedFiles: '未上传',
  rejectedRows: '被拒绝的行',
  line: '行',
  reason: '原因',
  seconds: '{{seconds}} 秒',
  noAnswer: '无法连接服务器，请重试。',
  somethingWrong: '出了点问题',
  listTitle: 'ISM ABI 资料',
  searchPlaceholder: '搜索 NVIC、品牌或型号',
  fileSize: '{{size}} MB',
  tooLarge: '{{name}} 超过 {{megabytes}} MB（{{limit}} 字节），未上传',
  moreRejected: '… 另有 {{number}} 行被拒绝',
  columns: {
    nvic: 'NVIC 编号',
    make: '品牌',
    family: '型号',
    em: '东马新车价',
    wm: '西马新车价',
    created: '创建日期',
  },
};
