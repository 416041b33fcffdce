/**
 * The search key of a registration or chassis number: upper case, letters and digits only,
 * so `bmk-8821`, `BMK 8821` and `BMK8821` all find the same vehicle.
 */
export function normaliseKey(value: string) {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** The number as people write it: upper case, single spaces, no spaces at the ends. */
export function tidyDisplay(value: string) {
  return value.toUpperCase().trim().replace(/\s+/g, ' ');
}
