import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  subject: '{{product}}: tuntutan baharu direkodkan untuk {{vehicle}}',
  greeting: 'Hai {{name}},',
  body: 'Tuntutan baharu telah direkodkan untuk {{vehicle}}, kenderaan dalam senarai pantauan anda, sejak anda mula memantaunya.',
  newClaims: 'Tuntutan baharu direkodkan',
  recordedOn: 'Direkodkan pada',
  freshReport:
    'Makluman perubahan ini adalah percuma. Untuk melihat tuntutan baharu itu, beli laporan baharu bagi kenderaan ini.',
  openWatchlist: 'Buka senarai pantauan saya',
  orOpenLink: 'Atau buka pautan ini:',
};
