import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  title: 'Laporan sejarah kemalangan kenderaan {{product}}',
  documentTitle: 'Laporan {{product}} {{reference}}',
  referenceLine: 'ID Rujukan: {{reference}}    Disemak: {{searched}}    Dicetak: {{printed}}',
  verifyHeading: 'Sahkan laporan ini',
  verifyText:
    'Imbas kod QR, atau buka alamat di bawah dan masukkan cap jari digital yang dicetak di sini, untuk melihat apa yang dijual di bawah rujukan {{reference}}. Cetakan yang butirannya berbeza daripada halaman itu bukan laporan tulen.',
  fingerprint: 'Cap jari digital: {{fingerprint}}',
  registrationNo: 'Nombor pendaftaran',
  accidentHistory: 'Sejarah kemalangan',
  sameAccidentsCount: 'Tuntutan bagi kemalangan yang sama',
  vehicleAtTheTime: 'Kenderaan ketika itu',
  registrationAtTheTime: 'No. pendaftaran ketika itu',
  noStandardEquipment: 'Senarai kelengkapan standard tidak tersedia bagi varian ini.',
  disclaimerText:
    'Rekod diambil daripada tuntutan insurans yang disimpan oleh {{company}}: kebanyakannya dari tahun 2017 dan seterusnya, dengan kemalangan direkodkan sejak 2003. Data mungkin tidak lengkap.',
  worstSeverity: 'Tahap kerosakan paling teruk: ',
  resultNotFound: 'Tidak dijumpai',
  resultAwaitingPayment: 'Menunggu bayaran',
  resultNoClaims: 'Tiada tuntutan direkodkan',
  resultClaims_one: '{{count}} tuntutan',
  resultClaims_other: '{{count}} tuntutan',
  resultElsewhere: '{{own}} ({{count}} pada VIN lain)',
  resultWrittenOff: '{{result}}, dihapus kira',
};
