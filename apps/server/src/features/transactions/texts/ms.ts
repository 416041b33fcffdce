import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  adjustmentSaved: 'Pelarasan kredit telah disimpan.',
  descriptionSaved: 'Transaksi berjaya disimpan.',
  deleted: 'Transaksi berjaya dipadam.',
  sheet: 'Transaksi',
  date: 'Tarikh',
  documentNo: 'No. Dokumen',
  type: 'Jenis',
  description: 'Keterangan',
  username: 'Nama Pengguna',
  company: 'Nama Syarikat',
  referralCode: 'Kod Rujukan',
  vehicleKey: 'Kod Semakan Kenderaan',
  paymentStatus: 'Status Bayaran',
  amount: 'Amaun (RM)',
  tax: 'SST (RM)',
  credit: 'Kredit',
  balance: 'Baki Kredit',
  dealer: 'Peniaga Kereta',
  Pending: 'Belum selesai',
  Completed: 'Selesai',
  Failed: 'Gagal',
  Cancelled: 'Dibatalkan',
};
