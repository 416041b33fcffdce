import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  greeting: 'Hai {{name}},',
  orOpenLink: 'Atau buka pautan ini:',
  receiptSubject: 'Resit {{product}} anda {{transactionNo}}',
  refundSubject: '{{product}}: bayaran anda {{transactionNo}} akan dibayar balik',
  searchIntro: 'Terima kasih atas bayaran anda. Laporan sejarah kemalangan kenderaan anda sudah sedia.',
  topupIntro: 'Terima kasih atas bayaran anda. Kredit telah dimasukkan ke dalam akaun anda.',
  refundIntro:
    'Kami menerima bayaran anda untuk semakan kenderaan yang telah pun dibayar, jadi anda tidak dicaj dua kali: kami akan membuat bayaran balik kepada anda.',
  vehicleSearched: 'Kenderaan yang disemak',
  amountPaid: 'Amaun dibayar',
  amountToRefund: 'Amaun bayaran balik',
  paymentReference: 'Rujukan bayaran',
  checkReference: 'Rujukan semakan',
  paidOn: 'Dibayar pada',
  creditPackage: 'Pakej kredit',
  sstIncluded: 'Termasuk SST {{rate}}%',
  taxInvoice: 'Invois cukai',
  taxInvoiceAttached:
    'Invois cukai dilampirkan pada e-mel ini sebagai PDF; anda juga boleh memuat turunnya daripada transaksi anda.',
  creditsAdded: 'Kredit ditambah',
  creditBalance: 'Baki kredit',
  credits_one: '{{count}} kredit',
  credits_other: '{{count}} kredit',
  openMyReport: 'Buka laporan saya',
  openYourReport: 'Buka laporan anda',
  openTheReport: 'Buka laporan',
  viewMyTransactions: 'Lihat transaksi saya',
  yourTransactions: 'Transaksi anda',
  reportLinkForAccount:
    'Hanya anda boleh membuka pautan ini: log masuk ke akaun anda dahulu. Untuk menunjukkan laporan kepada orang lain, gunakan Kongsi pada laporan.',
  reportLinkForGuest:
    'Hanya anda boleh membuka pautan ini, pada peranti yang anda gunakan untuk membayar. Pada peranti lain, minta pautan ke Laporan saya di {{page}} dengan alamat e-mel dan nombor telefon bimbit ini. Untuk menunjukkan laporan kepada orang lain, gunakan Kongsi pada laporan.',
  refundNote:
    'Pasukan kami akan membuat bayaran balik ke akaun yang anda gunakan untuk membayar dan merekodkan rujukannya. Balas e-mel ini jika anda mempunyai pertanyaan.',
  sandboxTitle: 'Bayaran kotak pasir',
  sandboxHeading: 'Bayaran {{product}}',
  sandboxBadge: 'Kotak pasir',
  sandboxNote: 'Gerbang ujian: tiada wang berpindah. Bayar melengkapkan bayaran, Gagal menolaknya.',
  sandboxPayTo: 'Bayar kepada',
  sandboxFor: 'Untuk',
  sandboxPayer: 'Pembayar',
  sandboxPay: 'Bayar',
  sandboxFail: 'Gagal',
  sandboxSettled: 'Bil ini sudah {{status}}.',
  sandboxUnknown: 'Bil ini tidak wujud.',
  statusCompleted: 'selesai',
  statusFailed: 'gagal',
  statusCancelled: 'dibatalkan',
  statusPending: 'belum selesai',
};
