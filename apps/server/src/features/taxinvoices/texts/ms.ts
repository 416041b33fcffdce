import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  documentTitle: 'Invois cukai {{number}}',
  invoiceNumber: 'No. Invois',
  invoiceDate: 'Tarikh Invois',
  paymentReference: 'Rujukan bayaran',
  status: 'Status',
  paidInFull: 'Dibayar sepenuhnya',
  items: 'Butiran',
  description: 'Keterangan',
  credits: 'Kredit',
  paidOnline:
    'Telah dibayar sepenuhnya dalam talian (rujukan {{reference}} bagi pembayaran). Tiada jumlah tertunggak: jangan bayar invois ini sekali lagi.',
  taxInvoiceRow: 'Invois cukai',
  attachedNote: 'Invois cukai dilampirkan pada e-mel ini sebagai PDF.',
};
