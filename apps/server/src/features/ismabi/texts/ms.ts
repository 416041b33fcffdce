import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  imported: '{{name}}: {{rows}} baris diimport.',
  notImported: '{{name}}: tiada apa-apa ditulis. Betulkan baris yang ditolak dan muat naik semula seluruh fail.',
  someNotImported: 'Sebahagian fail tidak diimport: betulkan baris yang ditolak dan muat naik semula.',
};
