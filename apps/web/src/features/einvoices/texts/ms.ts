import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  title: 'E-invois',
  description:
    'Setiap e-invois yang dihantar ke MyInvois LHDN: statusnya di sana, sebab LHDN apabila Tidak Sah, dan pautan pengesahannya apabila Sah.',
  statusFilter: 'Status',
  all: 'Semua',
  empty: 'Tiada e-invois di sini.',
  date: 'Tarikh',
  document: 'Dokumen',
  buyer: 'Pembeli',
  amount: 'Amaun',
  status: 'Status',
  statuses: { Queued: 'Menunggu', Submitted: 'Dihantar', Valid: 'Sah', Invalid: 'Tidak Sah', Cancelled: 'Dibatalkan' },
  types: { '01': 'Invois', '02': 'Nota kredit', '03': 'Nota debit', '04': 'Nota bayaran balik' },
  consolidated: 'Disatukan untuk bulan ini',
  receipts: 'Resit ({{count}})',
  corrects: 'Membetulkan {{code}}',
  uuid: 'UUID',
  openAtMyinvois: 'Buka di MyInvois',
  tryingAgain: 'MyInvois tidak dapat dihubungi; mencuba lagi ({{count}} cubaan): {{error}}',
  cancelledBecause: 'Dibatalkan: {{reason}}',
  retry: 'Hantar semula',
  retried: 'E-invois akan dihantar semula sebentar lagi.',
  cancel: 'Batal',
  creditNote: 'Nota kredit',
  close: 'Tutup',
  cancelTitle: 'Batalkan e-invois {{code}}',
  cancelIntro:
    'MyInvois membenarkan e-invois dibatalkan dalam tempoh 72 jam selepas pengesahannya. Nyatakan sebabnya: LHDN menyimpannya.',
  creditTitle: 'Nota kredit untuk {{code}}',
  creditIntro: 'Nota kredit untuk keseluruhan e-invois ini akan dihantar ke MyInvois. Nyatakan sebabnya.',
  reason: 'Sebab',
  cancelled: 'E-invois telah dibatalkan.',
  creditQueued: 'Nota kredit telah dibariskan.',
};
