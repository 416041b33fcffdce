import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  retryQueued: 'e-Invois akan dihantar semula ke MyInvois sebentar lagi.',
  cancelled: 'e-Invois telah dibatalkan di MyInvois.',
  creditNoteQueued: 'Nota kredit telah dimasukkan ke dalam giliran dan akan dihantar ke MyInvois sebentar lagi.',
  rejectedSubject: '{{product}}: MyInvois menolak e-Invois {{codeNumber}}',
  rejectedGreeting: 'Hai {{name}},',
  rejectedBody:
    'MyInvois telah menolak e-Invois {{codeNumber}}. Statusnya kekal Tidak Sah, dan pembeli tidak mempunyai e-Invois yang sah, sehingga puncanya dibetulkan dan e-Invois itu dihantar semula.',
  rejectedCodeNumber: 'e-Invois',
  rejectedReason: 'Sebab yang diberikan oleh MyInvois',
  openEinvoices: 'Buka senarai e-Invois',
  orOpenLink: 'Atau buka pautan ini:',
};
