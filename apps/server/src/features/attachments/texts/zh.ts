import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const zh: Translation<typeof en> = {
  uploaded_one: '已上传 {{count}} 张图片。',
  uploaded_other: '已上传 {{count}} 张图片。',
  deleted: '图片已成功删除。',
};
