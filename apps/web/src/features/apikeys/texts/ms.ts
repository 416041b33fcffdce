import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  title: 'Akses API',
  description:
    'Kunci membolehkan sistem anda sendiri membuat semakan melalui API (/api/v1), dicaj sama seperti semakan anda di laman ini. Kunci ujian hanya memberikan keputusan bagi kenderaan demo dan tidak dikenakan caj.',
  companiesOnly:
    'Akses API adalah untuk akaun syarikat. Daftarkan syarikat anda atau hubungi kami untuk menggunakan API.',
  docs: 'Cara memanggil API: dokumentasi API',
  newKey: 'Kunci baharu',
  name: 'Nama',
  nameHint: 'Kegunaan kunci, cth. "Sistem bilik pameran"',
  testKey: 'Kunci ujian (kenderaan demo sahaja, tidak dicaj)',
  create: 'Cipta kunci',
  keys: 'Kunci anda',
  empty: 'Belum ada kunci.',
  prefix: 'Kunci',
  kind: 'Jenis',
  live: 'Sebenar',
  test: 'Ujian',
  createdAt: 'Dicipta',
  lastUsedAt: 'Terakhir digunakan',
  callsLastDay: 'Panggilan (24 jam)',
  never: 'Belum pernah',
  status: 'Status',
  active: 'Aktif',
  revokedOn: 'Ditarik balik {{date}}',
  revoke: 'Tarik balik',
  revokeTitle: 'Tarik balik kunci ini?',
  revokeText: 'Panggilan dengan kunci "{{name}}" akan ditolak serta-merta. Tindakan ini tidak boleh dibuat asal.',
  revoked: 'Kunci telah ditarik balik.',
  secretTitle: 'Kunci baharu anda',
  secretText:
    'Salin kunci sekarang dan simpan dengan selamat: ia hanya ditunjukkan sekali ini. Hantarkannya sebagai "Authorization: Bearer <kunci>".',
  copy: 'Salin',
  copied: 'Disalin',
  done: 'Saya sudah menyalinnya',
};
