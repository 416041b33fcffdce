import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  checkWithoutAccount: 'Semak tanpa akaun',
  guestDoorNote:
    'Tidak perlu akaun: bayar setiap semakan dengan kad atau perbankan dalam talian, dan terima laporan melalui e-mel.',

  guestCheckout: 'Bayaran Tetamu',
  guestCheckoutSwitch: 'Bayaran tetamu',
  loginInstead: 'Log masuk dengan akaun anda',
  registerNewAccount: 'Daftar akaun baharu',
  email: 'E-mel',
  guestPaysNote:
    'Anda membayar setiap semakan dengan kad atau perbankan dalam talian; laporan dibuka sebaik sahaja bayaran selesai.',

  creditTopUp: 'Tambah Nilai Kredit',
  creditTopUpNote: 'Baki Kredit = {{balance}}. Beli kredit, kemudian guna satu bagi setiap semakan kenderaan.',
  perCheck: '{{price}} setiap semakan',
  creditPackage: 'Pakej kredit',
  noPackage: 'Tiada pakej kredit ditawarkan buat masa ini. Sila cuba lagi kemudian.',
  name: 'Nama',
  phone: 'Telefon',
  gatewayNote: 'Anda membayar di halaman gerbang pembayaran dengan kad atau perbankan dalam talian.',
  payNow: 'Bayar Sekarang',

  waitingForGateway: 'Menunggu gerbang pembayaran…',
  completed: 'Bayaran Berjaya',
  failed: 'Bayaran Gagal',
  completedReport:
    'Terima kasih. Laporan anda sudah sedia, dan resit berserta pautannya sedang dihantar ke e-mel anda.',
  completedCredit: 'Terima kasih. {{credits}} kredit telah ditambah ke baki anda.',
  completedOther: 'Terima kasih atas bayaran anda.',
  failedText: 'Bayaran tidak berjaya dan kami tidak mengenakan sebarang caj. Anda boleh cuba lagi.',
  viewSearchedResult: 'Lihat Keputusan Semakan',
  tryAgain: 'Cuba Lagi',
  topUpAgain: 'Tambah Nilai Lagi',
  checkVehicle: 'Semak Kenderaan',
  description: 'Keterangan',
  amount: 'Amaun',
  reference: 'Rujukan',
  date: 'Tarikh',
  payer: 'Pembayar',
  paidBy: 'Dibayar oleh',
};
