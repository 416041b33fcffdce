/** The search hints in English. */
export const en = {
  VIN_CHECK_DIGIT_MISMATCH:
    'This chassis number may have a typo: its 9th character does not match the rest for a standard VIN. Many local chassis numbers are not standard VINs, so you can still search.',
} as const;
