import type { Translation } from '../../i18n/texts.ts';
import type { en } from './en.ts';

export const ms: Translation<typeof en> = {
  VIN_CHECK_DIGIT_MISMATCH:
    'Nombor casis ini mungkin tersalah taip: aksara ke-9 tidak sepadan dengan aksara lain bagi VIN standard. Banyak nombor casis tempatan bukan VIN standard, jadi anda masih boleh membuat semakan.',
};
