import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  deleted: 'Pengguna berjaya dipadam.',
  deactivatedInstead:
    'Pengguna ini mempunyai transaksi, jadi akaunnya dinyahaktifkan dan bukan dipadam: rekodnya disimpan dan ia tidak lagi boleh log masuk.',
};
