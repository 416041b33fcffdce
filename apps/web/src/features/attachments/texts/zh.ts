import type { Translation } from '@portal/contract';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  title: '照片和文件',
  lead: '只有您和本网站的管理员可以查看这些图片。最新的车辆照片会显示在报告中。',
  vehicleTab: '车辆照片',
  miscTab: '其他图片',
  choose: '添加图片',
  chooseHint: 'JPEG、PNG 或 WebP，每张不超过 {{megabytes}} MB（{{limit}} 字节）。',
  description: '说明（可选）',
  upload: '上传',
  sending: '正在发送 {{percent}}%',
  none: '尚无图片。',
  delete: '删除 {{name}}',
  deleteTitle: '删除图片',
  open: '打开 {{name}}',
  rejectedFiles: '未上传',
  fileSize: '{{size}} MB',
  noAnswer: '无法连接服务器，请重试。',
  somethingWrong: '出了点问题',
  errorTitle: '哎呀！',
  imageTooLarge: '{{name}} 超过 {{megabytes}} MB（{{limit}} 字节），未上传',
  uploaded_one: '已上传 {{number}} 张图片。',
  uploaded_other: '已上传 {{number}} 张图片。',
};
