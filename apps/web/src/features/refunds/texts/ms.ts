import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  title: 'Bayaran Balik',
  description:
    'Wang yang diterima bagi semakan yang sudah dibayar. Pulangkan kepada pembayar (pindahan bank atau gerbang pembayaran), kemudian rekodkan bayaran balik di sini bersama rujukannya.',
  markRefunded: 'Tanda sudah dibayar balik',
  markTitle: 'Rekod bayaran balik',
  markIntro: 'Bayaran balik {{amount}} kepada {{payer}}.',
  referenceLabel: 'Rujukan bayaran balik',
  referenceHint: 'Nombor pindahan bank atau nombor bayaran balik gerbang pembayaran',
  marked: 'Bayaran balik telah direkodkan.',
  emptyDue: 'Tiada bayaran balik yang perlu dibuat.',
  emptyRefunded: 'Belum ada bayaran balik direkodkan.',
  emptyAll: 'Belum ada bayaran balik.',
  statusFilter: 'Status',
  due: 'Belum dibayar balik',
  refunded: 'Dibayar balik',
  all: 'Semua',
  refundedOn: 'Dibayar balik pada {{date}}',
  refundedOnBy: 'Dibayar balik pada {{date}} oleh {{by}}',
  date: 'Tarikh',
  payer: 'Pembayar',
  amount: 'Amaun',
  payment: 'Bayaran',
  vehicle: 'Kenderaan',
  status: 'Status',
  actions: 'Tindakan',
  cancel: 'Batal',
};
