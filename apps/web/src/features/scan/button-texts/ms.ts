import type { Translation } from '@portal/contract';
import type { en } from './en';

export const ms: Translation<typeof en> = {
  scanPlate: 'Imbas nombor pendaftaran dengan kamera',
  scanChassis: 'Imbas nombor casis dengan kamera',
};
