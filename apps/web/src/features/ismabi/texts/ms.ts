import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  title: 'Muat Naik ISMABI',
  description:
    'Muat naik fail penilaian ISM ABI: ISMData (harga baharu dan nilai pasaran bagi setiap NVIC) dan ISMDataStandardFeature (kelengkapan standard bagi setiap NVIC). Laporan yang dibayar mulai sekarang menggunakan nilai baharu; laporan yang sudah dibayar kekal seperti semasa dijual.',
  uploadTitle: 'Muat naik fail',
  kindLabel: 'Jenis fail',
  filesLabel: 'Fail',
  filesPlaceholder: 'Pilih fail .xlsx atau .csv',
  filesHint:
    'Beberapa fail sekali gus, setiap satu tidak melebihi {{megabytes}} MB ({{limit}} bait). Setiap fail diimport sepenuhnya atau tidak langsung.',
  upload: 'Muat Naik',
  sending: 'Menghantar {{percent}}%',
  importing: 'Mengimport…',
  queued: 'Dimuat naik: menunggu import bermula…',
  checking: 'Menyemak baris: {{rows}} setakat ini',
  writing: 'Menulis {{rows}} baris…',
  importFailed: 'Import {{name}} gagal: tiada apa-apa daripadanya ditulis. Sila muat naik semula.',
  rejectedFiles: 'Tidak dimuat naik',
  rejectedRows: 'Baris ditolak',
  line: 'Baris',
  reason: 'Sebab',
  seconds: '{{seconds}} saat',
  noAnswer: 'Pelayan tidak dapat dihubungi. Sila cuba lagi.',
  somethingWrong: 'Ada masalah berlaku',
  listTitle: 'Data ISM ABI',
  searchPlaceholder: 'Cari NVIC, jenama atau model',
  fileSize: '{{size}} MB',
  tooLarge: '{{name}} melebihi {{megabytes}} MB ({{limit}} bait) dan tidak dimuat naik',
  moreRejected: '… dan {{number}} lagi baris ditolak',
  columns: {
    nvic: 'NVIC',
    make: 'Jenama',
    family: 'Model',
    em: 'Harga Baharu M. Timur',
    wm: 'Harga Baharu M. Barat',
    created: 'Tarikh Dicipta',
  },
};
