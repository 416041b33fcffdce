import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  pageTitle: '{{title}} · {{product}}',
  unauthorizedTitle: '401 Tiada Kebenaran',
  unauthorizedText: 'Anda tidak dibenarkan mengakses halaman ini.',
  notFoundTitle: '404 Maaf, anda tersesat',
  notFoundText: 'Halaman yang anda cari tidak ditemui.',
  serverErrorTitle: '500 Ralat Pelayan Dalaman',
  serverErrorText: 'Sila hubungi pentadbir.',
  backToHome: 'Kembali ke Laman Utama',
  contactUs: 'Hubungi Kami',
  loginPromptTitle: 'Teruskan ke log masuk?',
  loginPromptText: 'Sila log masuk untuk menggunakan ciri ini.',
  sessionEndedNothingCharged: 'Sesi anda telah tamat. Tiada caj dikenakan.',
  login: 'Log Masuk',
  register: 'Daftar',
  goToLogin: 'Pergi ke Log Masuk',
  errorPopupTitle: 'Maaf!',
  errorReference: 'Nyatakan rujukan ini apabila anda menghubungi kami: {{reference}}',
  ok: 'OK',
};
