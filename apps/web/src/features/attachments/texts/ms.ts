import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  title: 'Foto dan dokumen',
  lead: 'Hanya anda dan pentadbir portal boleh melihat gambar ini. Foto kenderaan terbaharu dipaparkan bersama laporan.',
  vehicleTab: 'Foto kenderaan',
  miscTab: 'Gambar lain',
  choose: 'Tambah gambar',
  chooseHint: 'JPEG, PNG atau WebP, setiap satu tidak melebihi {{megabytes}} MB ({{limit}} bait).',
  description: 'Keterangan (pilihan)',
  upload: 'Muat Naik',
  sending: 'Menghantar {{percent}}%',
  none: 'Belum ada gambar.',
  delete: 'Padam {{name}}',
  deleteTitle: 'Padam gambar',
  open: 'Buka {{name}}',
  rejectedFiles: 'Tidak dimuat naik',
  fileSize: '{{size}} MB',
  noAnswer: 'Pelayan tidak dapat dihubungi. Sila cuba lagi.',
  somethingWrong: 'Ada masalah berlaku',
  errorTitle: 'Maaf!',
  imageTooLarge: '{{name}} melebihi {{megabytes}} MB ({{limit}} bait) dan tidak dimuat naik',
  uploaded_one: '{{number}} gambar dimuat naik.',
  uploaded_other: '{{number}} gambar dimuat naik.',
};
