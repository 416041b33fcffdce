import type { Translation } from '@portal/contract';
import type { en } from './en';

export const zh: Translation<typeof en> = {
  statement:
    '记录主要始于 2017 年，查询范围涵盖自 2003 年起记录的事故。' +
    '资料可能不完整：没有事故记录并不代表车辆从未发生事故。',
};
