import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const zh: Translation<typeof en> = {
  imported: '{{name}}：已导入 {{rows}} 行。',
  notImported: '{{name}}：未写入任何资料。请更正被拒绝的行，然后重新上传整个文件。',
  someNotImported: '部分文件未导入：请更正被拒绝的行，然后重新上传。',
};
