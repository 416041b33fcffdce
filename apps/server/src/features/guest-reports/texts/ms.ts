import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  sent: 'Jika laporan dibeli dengan e-mel dan nombor telefon bimbit ini, pautan ke laporan tersebut telah dihantar ke alamat e-mel itu. Pautan itu sah selama {{minutes}} minit.',
  subject: 'Laporan {{product}} anda',
  greeting: 'Hai,',
  body: 'Seseorang meminta laporan kenderaan yang dibeli di {{product}} dengan alamat e-mel dan nombor telefon bimbit ini. Buka pautan untuk melihatnya.',
  action: 'Tunjukkan laporan saya',
  orOpenLink: 'Atau buka pautan ini:',
  after:
    'Pautan ini sah selama {{minutes}} minit. Jika anda tidak memintanya, abaikan e-mel ini: tiada sesiapa dapat melihat laporan anda tanpanya.',
};
