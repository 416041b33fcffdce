import type { Translation } from '../../i18n/texts.ts';
import type { en } from './en.ts';

export const zh: Translation<typeof en> = {
  VIN_CHECK_DIGIT_MISMATCH:
    '这个底盘号码可能打错了：按照标准 VIN，第 9 个字符与其他字符不相符。许多本地底盘号码并不是标准 VIN，所以您仍然可以查询。',
};
