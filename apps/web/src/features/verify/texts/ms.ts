import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  pageTitle: 'Sahkan laporan',
  kicker: 'Pengesahan laporan {{product}}',
  genuineTitle: 'Rujukan ini milik laporan yang tulen',
  genuine: 'Laporan {{reference}} dijual pada {{date}}. Berikut ialah butiran laporan itu semasa ia dijual.',
  referenceId: 'ID Rujukan',
  soldOn: 'Tarikh dijual',
  registrationNo: 'Nombor pendaftaran',
  chassisNo: 'Nombor casis',
  vehicle: 'Jenama / model / tahun',
  claimCount: 'Bilangan tuntutan',
  worstSeverity: 'Tahap kerosakan paling teruk',
  noClaims: 'Tiada kemalangan direkodkan',
  writtenOff: 'Dihapus kira',
  writtenOffYes: 'Ya: satu tuntutan merekodkannya sebagai dihapus kira',
  writtenOffNo: 'Tiada rekod dihapus kira',
  writtenOffNotRead: 'Tidak dibaca: laporan ini dijual sebelum rekod dihapus kira dibaca',
  fingerprint: 'Cap jari digital',
  fingerprintValue: 'Cap jari digital: {{fingerprint}}',
  fullFingerprint: 'Cap jari digital penuh (SHA-256 laporan seperti semasa dijual)',
  compareTitle: 'Cara membandingkan dengan cetakan',
  compareSteps:
    'Pastikan cetakan menunjukkan rujukan, nombor pendaftaran, nombor casis, kenderaan, bilangan tuntutan dan tahap kerosakan paling teruk yang sama seperti halaman ini, dan cap jari digital yang dicetak di bawah kod QR bermula dengan aksara yang sama.',
  notGenuine: 'Cetakan yang butirannya berbeza daripada halaman ini bukan laporan tulen.',
  notFoundTitle: 'Tidak disahkan',
  notFound:
    'Tiada laporan berbayar dengan rujukan {{reference}}. Semak rujukan yang dicetak pada laporan: laporan yang tidak dapat disahkan di sini bukan laporan tulen.',
  errorTitle: 'Ralat',
  existsTitle: 'Laporan dengan rujukan ini wujud',
  exists:
    'Laporan {{reference}} dijual pada {{date}}. Untuk melihat butirannya, imbas kod QR pada laporan, atau masukkan cap jari digital yang dicetak di bawahnya.',
  fingerprintLabel: 'Cap jari digital daripada cetakan',
  fingerprintHint: '16 aksara yang dicetak di bawah kod QR, dengan atau tanpa ruang.',
  fingerprintExample: '3f9a 1c07 88be 42d0',
  fingerprintInvalid:
    'Masukkan sekurang-kurangnya 16 aksara yang dicetak di bawah kod QR: digit 0 hingga 9 dan huruf a hingga f.',
  verifyButton: 'Sahkan',
  mismatchTitle: 'Tidak sepadan',
  fingerprintMismatch:
    'Cap jari digital ini tidak sepadan dengan laporan {{reference}}. Pastikan anda menaipnya seperti yang dicetak: cetakan yang cap jari digitalnya tidak sepadan bukan laporan tulen.',
  tokenMismatch:
    'Pautan ini tidak membuka butiran laporan {{reference}}. Sebaliknya, masukkan cap jari digital yang dicetak pada laporan.',
  panelTitle: 'Sahkan laporan ini',
  panelText:
    'Imbas kod QR, atau buka {{address}} dan masukkan cap jari digital di bawah, untuk melihat apa yang dijual di bawah rujukan ini. Cetakan yang butirannya berbeza daripada halaman itu bukan laporan tulen.',
  qrAlt: 'Kod QR ke halaman pengesahan laporan {{reference}}',
  openVerification: 'Buka halaman pengesahan',
};
