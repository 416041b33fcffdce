import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  panelTitle: 'Kongsi laporan ini',
  panelText:
    'Buat pautan baca sahaja ke laporan ini untuk orang lain. Pautan ini sah selama 7 hari melainkan anda menarik baliknya.',
  create: 'Buat pautan kongsi',
  createdText: 'Hantar atau salin pautan ini sekarang: ia ditunjukkan sekali sahaja.',
  linkLabel: 'Pautan kongsi',
  copy: 'Salin',
  copied: 'Disalin',
  share: 'Kongsi',
  whatsApp: 'WhatsApp',
  whatsAppText: 'Laporan sejarah kemalangan kenderaan (baca sahaja): {{url}}',
  links: 'Pautan kongsi',
  created: 'Dibuat',
  expires: 'Tamat tempoh',
  status: 'Status',
  active: 'Aktif',
  revoked: 'Ditarik balik',
  expired: 'Tamat tempoh',
  revoke: 'Tarik balik',
  revokeLink: 'Tarik balik pautan yang dibuat {{date}}',
  revokeTitle: 'Tarik balik pautan kongsi ini?',
  revokeText:
    'Sesiapa yang mempunyai pautan yang dibuat {{date}} tidak akan dapat melihat laporan ini lagi. Tindakan ini tidak boleh dibuat asal.',
  pageTitle: 'Laporan kenderaan yang dikongsi',
  sharedTitle: 'Salinan baca sahaja yang dikongsi oleh pemilik laporan',
  sharedText: 'Pautan ini sah sehingga {{date}}.',
  anotherTitle: 'Menyemak kereta lain?',
  anotherText:
    'Lihat sejarah kemalangan insurans mana-mana kenderaan terpakai di Malaysia melalui nombor pendaftaran atau nombor casis.',
  anotherAction: 'Semak kenderaan lain',
  notFoundTitle: 'Pautan tidak tersedia',
  errorTitle: 'Ralat',
};
