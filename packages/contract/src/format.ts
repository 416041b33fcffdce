import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from './i18n/languages.ts';

/** Every date and time the portal shows is Malaysian wall-clock time, whatever the reader's machine says. */
export const MALAYSIAN_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** `YYYY-MM-DD` of the Malaysian day an instant falls on (en-CA writes dates in ISO order). */
const isoDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: MALAYSIAN_TIME_ZONE,
});

/** The Malaysian calendar day (`2024-03-05`) of an instant. */
export function malaysianCalendarDay(at: Date): string {
  return isoDay.format(at);
}

/** The instant a Malaysian calendar day starts (Malaysia keeps one offset all year, with no daylight saving). */
export function malaysianDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

type Formatters = ReturnType<typeof makeFormatters>;
const cache = new Map<Language, Formatters>();

function makeFormatters(language: Language) {
  const locale = INTL_LOCALES[language];
  return {
    money: new Intl.NumberFormat(locale, { style: 'currency', currency: 'MYR', currencyDisplay: 'narrowSymbol' }),
    number: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
    date: new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: MALAYSIAN_TIME_ZONE,
    }),
    // A calendar date (`2024-03-05`) is a day, not an instant: it is shown as it is, in UTC.
    calendarDate: new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    time: new Intl.DateTimeFormat(locale, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: MALAYSIAN_TIME_ZONE,
    }),
    shortDate: new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: MALAYSIAN_TIME_ZONE,
    }),
  };
}

function formatters(language: Language): Formatters {
  let found = cache.get(language);
  if (!found) {
    found = makeFormatters(language);
    cache.set(language, found);
  }
  return found;
}

/** Intl separates some parts with no-break spaces, which PDF fonts and text searches do not expect. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `RM 1,234.50` from integer sen; the sen become ringgit only at the last step, for Intl. */
export function formatRinggit(sen: number | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  if (sen === null || sen === undefined) return '-';
  return plainSpaces(formatters(language).money.format(sen / 100));
}

/** A count or a credit balance with the language's grouping: `1,234.5`. */
export function formatNumber(value: number, language: Language = DEFAULT_LANGUAGE): string {
  return plainSpaces(formatters(language).number.format(value));
}

/** `05 Mar 2024` (`05 Mac 2024`, `2024年3月05日`): a calendar date as it is, an instant in Malaysian time. */
export function formatDate(value: string | Date | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  if (!value) return '-';
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    return plainSpaces(formatters(language).calendarDate.format(new Date(`${value}T00:00:00Z`)));
  }
  return plainSpaces(formatters(language).date.format(new Date(value)));
}

/** `05 Mar 2024 10:00` in Malaysian time. */
export function formatDateTime(value: string | Date | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  if (!value) return '-';
  const instant = new Date(value);
  return `${formatDate(instant, language)} ${formatters(language).time.format(instant)}`;
}

/** Invoice screens: `05/03/2024` in Malaysian time. */
export function formatShortDate(
  value: string | Date | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (!value) return '-';
  return plainSpaces(formatters(language).shortDate.format(new Date(value)));
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
