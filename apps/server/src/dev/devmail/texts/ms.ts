import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  title: 'Peti mel demo',
  intro: 'E-mel yang dihantar oleh portal (mod demo, tiada SMTP_URL).',
  to: 'kepada',
  empty: 'Belum ada e-mel.',
};
