import type { Translation } from '@portal/contract';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  title: '您已离线',
  text: '此页面需要网络连接。您在此设备上打开过的报告仍可阅读。',
  back: '手机恢复联网后，此页面会自动重新加载，或点按“重试”。',
  retry: '重试',
  appDescription: '购买二手车之前，查询其保险事故记录。',
};
