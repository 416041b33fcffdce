import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  sheet: 'Semakan pukal',
  searchKey: 'Nombor plat atau casis',
  status: 'Status',
  reference: 'ID Rujukan',
  claims: 'Bilangan tuntutan',
  worstSeverity: 'Tahap kerosakan paling teruk',
  writtenOff: 'Dihapus kira',
  mileage: 'Bacaan odometer',
  link: 'Laporan',
  statusCharged: 'Disemak',
  statusOwned: 'Sudah dimiliki',
  statusNotFound: 'Tidak dijumpai',
  statusInvalid: 'Tidak sah',
  statusDuplicate: 'Pendua',
  statusRefused: 'Kredit tidak mencukupi!',
};
