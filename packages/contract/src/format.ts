const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** `RM 1,234.50` from integer sen; never floating point on the way. */
export function formatRinggit(sen: number | null | undefined): string {
  if (sen === null || sen === undefined) return '-';
  const negative = sen < 0;
  const whole = Math.floor(Math.abs(sen) / 100);
  const cents = String(Math.abs(sen) % 100).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}RM ${grouped}.${cents}`;
}

/** Malaysian wall-clock parts of an instant (UTC+8, no daylight saving). */
function malaysianParts(value: string | Date) {
  const date = new Date(new Date(value).getTime() + MALAYSIA_OFFSET_MS);
  return {
    day: String(date.getUTCDate()).padStart(2, '0'),
    month: date.getUTCMonth(),
    year: date.getUTCFullYear(),
    hours: String(date.getUTCHours()).padStart(2, '0'),
    minutes: String(date.getUTCMinutes()).padStart(2, '0'),
  };
}

/** `DD MMM YYYY`: a calendar date (`2024-03-05`) as it is, an instant in Malaysian time. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-');
    return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
  }
  const parts = malaysianParts(value);
  return `${parts.day} ${MONTHS[parts.month]} ${parts.year}`;
}

/** `DD MMM YYYY HH:mm` in Malaysian time. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '-';
  const parts = malaysianParts(value);
  return `${parts.day} ${MONTHS[parts.month]} ${parts.year} ${parts.hours}:${parts.minutes}`;
}

/** Invoice screens: `DD/MM/YYYY`. */
export function formatShortDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  const parts = malaysianParts(value);
  return `${parts.day}/${String(parts.month + 1).padStart(2, '0')}/${parts.year}`;
}

const PLATE = /^([A-Z]{1,3})(\d{1,4})([A-Z]?)$/;

/**
 * A registration number with the registration's own spacing (`WXY1234` → `WXY 1234`, `BMK8821A` → `BMK 8821 A`),
 * so a plate reads alike in every list whether it was typed, searched or found; anything else (a chassis number, a
 * special plate) is left as it is.
 */
export function formatPlate(value: string): string {
  const key = value.toUpperCase().replace(/[\s-]/g, '');
  const match = key.match(PLATE);
  if (!match) return value;
  const [, prefix, number, suffix] = match;
  return suffix ? `${prefix} ${number} ${suffix}` : `${prefix} ${number}`;
}
