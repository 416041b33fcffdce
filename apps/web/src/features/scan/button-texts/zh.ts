import type { Translation } from '@portal/contract';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  scanPlate: '用相机扫描车牌号码',
  scanChassis: '用相机扫描底盘号码',
};
