import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  uploaded_one: '{{count}} gambar dimuat naik.',
  uploaded_other: '{{count}} gambar dimuat naik.',
  deleted: 'Gambar berjaya dipadam.',
};
