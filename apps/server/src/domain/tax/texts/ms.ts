import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  taxInvoice: 'INVOIS CUKAI',
  invoice: 'INVOIS',
  billTo: 'Dibilkan kepada',
  brn: 'BRN',
  tin: 'TIN',
  sstNo: 'No. SST',
  mykad: 'MyKad',
  phone: 'Telefon',
  email: 'E-mel',
  notApplicable: 'Tiada',
  dueDate: 'Tarikh Akhir Bayaran',
  terms: 'Terma Bayaran',
  termsDays_one: '{{count}} hari',
  termsDays_other: '{{count}} hari',
  sst: 'SST',
  sstRate: 'SST {{rate}}%',
  excludingSst: 'Jumlah tidak termasuk SST',
  includingSst: 'Jumlah termasuk SST',
  amountExcludingSst: 'Tanpa SST',
  amountIncludingSst: 'Termasuk SST',
  notSstRegistered: 'Penjual tidak berdaftar SST; tiada cukai perkhidmatan dikenakan.',
  pricesIncludeSst: 'Harga termasuk Cukai Jualan dan Perkhidmatan (SST) {{rate}}%.',
  bankTransfer:
    'Sila bayar melalui pindahan bank ke {{bank}}, nombor akaun {{account}}, dan nyatakan nombor invois sebagai rujukan bayaran.',
  einvoice: 'e-Invois',
  einvoiceUuid: 'UUID',
  einvoiceValidate: 'Imbas kod atau buka pautan untuk menyemak pengesahan e-Invois ini di portal MyInvois LHDN:',
};
