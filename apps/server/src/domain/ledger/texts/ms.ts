import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  topup: 'Tambah nilai kredit: {{name}} ({{credits}})',
  credits_one: '{{count}} kredit',
  credits_other: '{{count}} kredit',
  payPerSearch: 'Semakan kenderaan (bayar setiap semakan): {{plate}}',
  refundDue: 'semakan sudah dibayar: bayaran balik perlu dibuat',
  check: 'Semakan kenderaan {{reference}} ({{plate}})',
  reversal: 'Pembalikan {{documentNo}}',
  refundReasonCheckSold: 'Dibayar untuk semakan yang telah pun dibayar',
};
