import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  title: 'Tetapan Akaun',
  description: 'Nama, nombor telefon bimbit, butiran cukai, alamat e-mel dan kata laluan anda.',
  detailsTitle: 'Butiran anda',
  name: 'Nama',
  mobile: 'No. Telefon Bimbit',
  saveDetails: 'Simpan butiran',
  companyTaxTitle: 'Butiran cukai syarikat',
  companyTaxText:
    'TIN, No. SST dan alamat {{company}}, dikongsi oleh pengguna syarikat. Invois yang disahkan mulai sekarang akan memaparkan butiran ini; invois yang telah disahkan mengekalkan butiran asalnya.',
  personTaxTitle: 'Butiran e-Invois',
  personTaxText:
    'Berikan TIN atau nombor MyKad anda jika anda mahu e-Invois dikeluarkan atas nama anda. Kedua-duanya boleh dibiarkan kosong.',
  saveTaxDetails: 'Simpan butiran cukai',
  emailTitle: 'Alamat e-mel',
  currentEmail: 'Anda log masuk dengan {{email}}.',
  pendingEmail: 'Pautan pengesahan telah dihantar ke {{email}}. Alamat anda akan bertukar selepas pautan itu dibuka.',
  newEmail: 'Alamat e-mel baharu',
  currentPassword: 'Kata laluan semasa',
  currentPasswordHint: 'Untuk mengesahkan bahawa ini anda.',
  sendLink: 'Hantar pautan pengesahan',
  passwordTitle: 'Kata Laluan',
  passwordText: 'Selepas kata laluan ditukar, anda akan dilog keluar daripada semua peranti lain.',
  newPassword: 'Kata laluan baharu',
  confirmPassword: 'Sahkan kata laluan baharu',
  changePassword: 'Tukar kata laluan',
  confirmTitle: 'Alamat e-mel baharu',
  confirmAddress: 'Sahkan {{email}} sebagai alamat e-mel untuk log masuk dan menerima e-mel kami.',
  confirmAction: 'Sahkan alamat baharu saya',
  confirmFailed:
    'Pautan ini tidak sah, sudah digunakan atau telah tamat tempoh. Minta perubahan itu sekali lagi dalam tetapan akaun anda.',
  toSettings: 'Tetapan Akaun',
  toLogin: 'Log Masuk',
};
