import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  retryQueued: 'e-Invois akan dihantar semula ke MyInvois sebentar lagi.',
  cancelled: 'e-Invois telah dibatalkan di MyInvois.',
  creditNoteQueued: 'Nota kredit telah dimasukkan ke dalam giliran dan akan dihantar ke MyInvois sebentar lagi.',
};
