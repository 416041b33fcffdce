import type { Translation } from '@portal/contract';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  creditDeleted: 'Pakej kredit berjaya dipadam.',
  chargeDeleted: 'Caj berjaya dipadam.',
  runningNumberDeleted: 'Nombor siri dokumen berjaya dipadam.',
};
