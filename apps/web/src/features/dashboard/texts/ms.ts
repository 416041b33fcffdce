import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  title: 'Papan Pemuka',
  summaryTitle: 'Ringkasan Transaksi',
  searchPlaceholder: 'Cari nama pengguna, nama syarikat',
  byCreditUsed: 'Transaksi Mengikut Kredit Digunakan',
  byTopUp: 'Transaksi Mengikut Tambah Nilai',
  checksChart: 'Semakan harian',
  revenueChart: 'Hasil harian (RM)',
  revenueHint:
    'Bayaran dalam talian yang diterima (semakan dan tambah nilai kredit, termasuk tetamu) dan semakan pascabayar yang dibilkan.',
  totalChecks: 'Semakan',
  totalRevenue: 'Hasil',
  ofWhichSst: 'Termasuk SST',
  sstHint:
    'SST yang terkandung dalam hasil ini, mengikut amaun yang direkodkan bagi setiap jualan semasa jualan dibuat (bagi semakan pascabayar, apabila ia dimasukkan ke dalam invois).',
  sstSeries: 'SST',
  nothingInRange: 'Tiada apa-apa dalam tempoh ini.',
  credits_one: '{{amount}} kredit',
  credits_other: '{{amount}} kredit',
  rangeLabel: '{{from}} hingga {{to}}',
  checksSeries: 'Semakan',
  revenueSeries: 'Hasil',
  companyUsersOnly:
    'Carta mengira setiap bayaran, termasuk tetamu dan individu; senarai hanya memaparkan pengguna syarikat. Akaun ujian tidak dikira.',
  dateRange: 'Julat tarikh',
  week: 'Minggu Ini',
  month: 'Bulan Hingga Kini',
  year: 'Tahun Hingga Kini',
  range: 'Dari/Hingga',
  fromDate: 'Dari Tarikh',
  fromPlaceholder: '30 hari sebelum Hingga Tarikh',
  toDate: 'Hingga Tarikh',
  toPlaceholder: 'Hari ini',
  username: 'Nama Pengguna',
  companyName: 'Nama Syarikat',
  noOfTransaction: 'Bil. Transaksi',
  invalidEinvoices_one:
    '{{amount}} e-Invois telah ditolak oleh MyInvois dan menunggu tindakan anda: pembelinya tiada e-Invois yang sah sehingga ia dibetulkan dan dihantar semula.',
  invalidEinvoices_other:
    '{{amount}} e-Invois telah ditolak oleh MyInvois dan menunggu tindakan anda: pembelinya tiada e-Invois yang sah sehingga setiap satu dibetulkan dan dihantar semula.',
  openEinvoices: 'Buka senarai e-Invois',
};
