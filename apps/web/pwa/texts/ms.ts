import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  title: 'Anda di luar talian',
  text: 'Halaman ini memerlukan sambungan. Laporan yang telah anda buka pada peranti ini masih boleh dibaca.',
  back: 'Apabila telefon anda dalam talian semula, halaman ini dimuat semula dengan sendirinya, atau ketik Cuba lagi.',
  retry: 'Cuba lagi',
  appDescription: 'Semak sejarah kemalangan insurans kenderaan terpakai sebelum anda membelinya.',
};
