import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from './i18n/languages.ts';

/** Every date and time the portal shows is Malaysian wall-clock time, whatever the reader's machine says. */
export const MALAYSIAN_TIME_ZONE = 'Asia/Kuala_Lumpur';

/**
 * Intl formatters are made when first used, one at a time, then kept: making one costs the browser milliseconds (the
 * first date formatter the most), which the first page of the web app, formatting a credit balance at most, need not
 * pay at start.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function once<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  const found = made.get(key) as F | undefined;
  if (found) return found;
  const formatter = make();
  made.set(key, formatter);
  return formatter;
}

/** The Malaysian calendar day (`2024-03-05`) of an instant (en-CA writes dates in ISO order). */
export function malaysianCalendarDay(at: Date): string {
  const isoDay = once(
    'isoDay',
    () =>
      new Intl.DateTimeFormat('en-CA', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        timeZone: MALAYSIAN_TIME_ZONE,
      }),
  );
  return isoDay.format(at);
}

/** The instant a Malaysian calendar day starts (Malaysia keeps one offset all year, with no daylight saving). */
export function malaysianDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

const numberOptions = {
  money: { style: 'currency', currency: 'MYR', currencyDisplay: 'narrowSymbol' },
  number: { maximumFractionDigits: 2 },
} satisfies Record<string, Intl.NumberFormatOptions>;

const dateOptions = {
  date: { day: '2-digit', month: 'short', year: 'numeric', timeZone: MALAYSIAN_TIME_ZONE },
  // A calendar date (`2024-03-05`) is a day, not an instant: it is shown as it is, in UTC.
  calendarDate: { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: MALAYSIAN_TIME_ZONE },
  shortDate: { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: MALAYSIAN_TIME_ZONE },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const numberFormat = (kind: keyof typeof numberOptions, language: Language) =>
  once(`${kind}:${language}`, () => new Intl.NumberFormat(INTL_LOCALES[language], numberOptions[kind]));

/**
 * Chinese writes a date with the month's and the day's own numbers (`2024年3月5日`): a two-digit day beside a
 * one-digit month (`2024年3月05日`) reads unevenly. The numeric short date (`2024/03/05`) keeps its two digits.
 */
export function dayDigits(language: Language): '2-digit' | 'numeric' {
  return language === 'zh' ? 'numeric' : '2-digit';
}

const dateFormat = (kind: keyof typeof dateOptions, language: Language) =>
  once(`${kind}:${language}`, () => {
    const options: Intl.DateTimeFormatOptions = dateOptions[kind];
    const day = options.day && options.month === 'short' ? dayDigits(language) : options.day;
    return new Intl.DateTimeFormat(INTL_LOCALES[language], { ...options, day });
  });

/** Intl separates some parts with no-break spaces, which PDF fonts and text searches do not expect. */
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `RM 1,234.50` from integer sen; the sen become ringgit only at the last step, for Intl. */
export function formatRinggit(sen: number | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  if (sen === null || sen === undefined) return '-';
  return plainSpaces(numberFormat('money', language).format(sen / 100));
}

/** A count or a credit balance with the language's grouping: `1,234.5`. */
export function formatNumber(value: number, language: Language = DEFAULT_LANGUAGE): string {
  return plainSpaces(numberFormat('number', language).format(value));
}

/**
 * A file size or an upload limit in megabytes as a phone or Windows counts them (1,048,576 bytes), to one decimal:
 * 5,242,880 bytes are `5`, 10,240,000 bytes `9.8`.
 */
export function megabytes(bytes: number, language: Language = DEFAULT_LANGUAGE): string {
  return formatNumber(Math.round((bytes / 1_048_576) * 10) / 10, language);
}

/** An upload limit's words: `{{megabytes}} MB ({{limit}} bytes)`, the exact bytes the specification states beside it. */
export function uploadLimit(bytes: number, language: Language = DEFAULT_LANGUAGE) {
  return { megabytes: megabytes(bytes, language), limit: formatNumber(bytes, language) };
}

/** `05 Mar 2024` (`05 Mac 2024`, `2024年3月5日`): a calendar date as it is, an instant in Malaysian time. */
export function formatDate(value: string | Date | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  if (!value) return '-';
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    return plainSpaces(dateFormat('calendarDate', language).format(new Date(`${value}T00:00:00Z`)));
  }
  return plainSpaces(dateFormat('date', language).format(new Date(value)));
}

/** `05 Mar 2024 10:00` in Malaysian time. */
export function formatDateTime(value: string | Date | null | undefined, language: Language = DEFAULT_LANGUAGE): string {
  if (!value) return '-';
  const instant = new Date(value);
  return `${formatDate(instant, language)} ${dateFormat('time', language).format(instant)}`;
}

/** Invoice screens: `05/03/2024` in Malaysian time. */
export function formatShortDate(
  value: string | Date | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string {
  if (!value) return '-';
  return plainSpaces(dateFormat('shortDate', language).format(new Date(value)));
}

/** `Label: value`, with the full-width colon Chinese writes (`数字指纹：b3fa`) instead of the ASCII one and its space. */
export function labelled(label: string, value: string, language: Language = DEFAULT_LANGUAGE): string {
  return language === 'zh' ? `${label}：${value}` : `${label}: ${value}`;
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
