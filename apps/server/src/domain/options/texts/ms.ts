import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  userRoles: { '0': 'Pengguna', '1': 'Pentadbir' },
  paymentTypes: {
    '1': 'Bayar setiap semakan (kad / perbankan dalam talian)',
    '2': 'Tambah nilai kredit (kad / perbankan dalam talian)',
    '3': 'Kredit',
    '4': 'Pascabayar',
  },
  transactionTypes: { '1': 'Bayaran', '2': 'Kredit', '3': 'Pascabayar' },
  invoiceStatuses: {
    '1': 'Draf',
    '2': 'Dibatalkan',
    '4': 'Disahkan',
    '5': 'Dibayar sebahagian',
    '6': 'Dibayar',
  },
  paymentMethods: {
    '1': 'Pindahan bank',
    '2': 'Cek',
    '3': 'Tunai',
    '4': 'Perbankan dalam talian (FPX)',
    '5': 'Kad',
  },
  creditSetup: '{{name}} — {{credits}} — {{price}}',
  credits_one: '{{count}} kredit',
  credits_other: '{{count}} kredit',
};
