import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  title: 'Contoh laporan — bukan kenderaan sebenar',
  text: 'Kenderaan ini, tuntutannya dan nilainya direka untuk menunjukkan isi laporan berbayar. Untuk membaca laporan sebenar, semak kenderaan dengan nombor pendaftaran atau nombor casisnya.',
  check: 'Semak kenderaan',
  pageTitle: 'Contoh laporan',
  mark: 'CONTOH',
};
