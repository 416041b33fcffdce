import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  title: 'Data peribadi saya',
  description:
    'Hak anda di bawah Akta Perlindungan Data Peribadi 2010 (PDPA): muat turun data peribadi anda yang kami simpan, atau mohon untuk menutup akaun anda.',
  downloadTitle: 'Muat turun data anda',
  downloadText:
    'Profil anda, semakan anda (semakan yang dibuat dan laporan yang dibeli), bayaran anda dan transaksi anda. JSON sesuai untuk program lain; fail .xlsx boleh dibuka dalam hamparan.',
  downloadJson: 'Muat turun JSON',
  downloadXlsx: 'Muat turun .xlsx',
  closeTitle: 'Tutup akaun anda',
  closeText:
    'Apabila pentadbir menyelesaikan permohonan anda, nama, alamat e-mel dan nombor telefon bimbit anda dipadam, anda dilog keluar di semua peranti dan tidak boleh log masuk lagi. Alamat e-mel anda boleh digunakan untuk mendaftar semula selepas itu.',
  closeKept:
    'Laporan yang dibayar, bayaran, invois dan transaksi disimpan untuk tujuan perakaunan seperti yang dikehendaki undang-undang, tanpa nama, alamat e-mel atau nombor telefon bimbit anda.',
  creditWarning_one:
    'Anda masih ada {{credit}} kredit. Kredit yang tinggal dalam akaun akan lupus apabila akaun ditutup. Untuk memohon bayaran balik dahulu, tulis kepada {{email}} sebelum anda menghantar permohonan ini.',
  creditWarning_other:
    'Anda masih ada {{credit}} kredit. Kredit yang tinggal dalam akaun akan lupus apabila akaun ditutup. Untuk memohon bayaran balik dahulu, tulis kepada {{email}} sebelum anda menghantar permohonan ini.',
  noCredit: 'Tiada kredit yang tinggal dalam akaun anda.',
  passwordLabel: 'Kata laluan',
  passwordHint: 'Masukkan kata laluan anda untuk mengesahkan bahawa anda mahu menutup akaun.',
  askClosure: 'Mohon tutup akaun saya',
  confirmTitle: 'Tutup akaun anda?',
  confirmText: 'Tindakan ini tidak boleh dibuat asal selepas pentadbir menyelesaikannya.',
  cancel: 'Batal',
  requested: 'Permohonan tutup akaun anda dihantar pada {{date}}. Pentadbir akan menyelesaikannya.',
  withdraw: 'Tarik balik permohonan saya',
  withdrawn: 'Permohonan tutup akaun anda telah ditarik balik. Akaun anda kekal dibuka.',
  requestSent: 'Permohonan tutup akaun anda telah dihantar.',
  completed: 'Akaun anda ditutup pada {{date}}.',
  privacyLink: 'Cara kami mengendalikan data peribadi anda: Dasar Privasi',
  adminTitle: 'Penutupan akaun',
  adminDescription:
    'Permohonan untuk menutup akaun (PDPA). Apabila diselesaikan, nama, alamat e-mel dan nombor telefon bimbit pengguna dipadam dan log masuknya ditamatkan; laporan yang dibayar, bayaran, invois dan lejar kekal. Buat bayaran balik kredit yang diminta pengguna sebelum menyelesaikannya.',
  statusFilter: 'Status',
  statusRequested: 'Dimohon',
  statusCompleted: 'Selesai',
  statusAll: 'Semua',
  emptyRequested: 'Tiada akaun yang menunggu untuk ditutup.',
  emptyOther: 'Belum ada penutupan akaun.',
  requestedOn: 'Dimohon',
  account: 'Akaun',
  credit: 'Kredit',
  status: 'Status',
  complete: 'Selesaikan',
  completeTitle: 'Selesaikan penutupan?',
  completeText_one:
    '{{name}} ({{email}}) akan dipadam dan tidak boleh log masuk lagi. {{credit}} kredit yang tinggal dalam akaun akan lupus. Tindakan ini tidak boleh dibuat asal.',
  completeText_other:
    '{{name}} ({{email}}) akan dipadam dan tidak boleh log masuk lagi. {{credit}} kredit yang tinggal dalam akaun akan lupus. Tindakan ini tidak boleh dibuat asal.',
  completedNotice: 'Akaun telah ditutup.',
  completedBy: 'Diselesaikan pada {{date}} oleh {{name}}',
};
