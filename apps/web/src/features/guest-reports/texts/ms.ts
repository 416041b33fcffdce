import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  pageTitle: 'Laporan saya',
  askText:
    'Membeli laporan tanpa akaun? Masukkan alamat e-mel dan nombor telefon bimbit yang anda gunakan semasa membayar: kami akan menghantar pautan ke laporan anda melalui e-mel.',
  email: 'E-mel',
  mobile: 'No. Telefon Bimbit',
  send: 'Hantar pautan melalui e-mel',
  listText:
    'Laporan yang dibeli dengan {{email}}. Halaman ini sah sehingga {{time}}; selepas itu, minta pautan baharu.',
  none: 'Tiada laporan berbayar dibeli dengan alamat e-mel dan nombor telefon bimbit ini.',
  paidOn: 'Dibayar {{date}}',
  open: 'Buka laporan',
  openLabel: 'Buka laporan {{vehicle}}',
  askAgain: 'Hantar pautan baharu melalui e-mel',
  linkRefused: 'Pautan tidak tersedia',
  findMine: 'Pernah membeli laporan?',
  findMineLink: 'Cari laporan saya',
};
