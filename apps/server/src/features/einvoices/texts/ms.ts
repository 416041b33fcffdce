import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  retryQueued: 'E-invois akan dihantar semula ke MyInvois sebentar lagi.',
  cancelled: 'E-invois telah dibatalkan di MyInvois.',
  creditNoteQueued: 'Nota kredit telah dibariskan dan akan dihantar ke MyInvois sebentar lagi.',
};
