import { MALAYSIAN_TIME_ZONE, malaysianCalendarDay, malaysianDayStart } from '@portal/contract';

/** Calendar days as Malaysians live them (Asia/Kuala_Lumpur), written `YYYY-MM-DD`. */
export const DAY_MS = 24 * 60 * 60 * 1000;

export { malaysianDayStart };

/** The Malaysian day an instant falls on. */
export const malaysianDay = malaysianCalendarDay;

/** The day `count` days after (or before, when negative) a day. */
export function addDays(day: string, count: number): string {
  return malaysianDay(new Date(malaysianDayStart(day).getTime() + count * DAY_MS));
}

/** Whole days from one day to another (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((malaysianDayStart(to).getTime() - malaysianDayStart(from).getTime()) / DAY_MS);
}

/** Today's date in Malaysia. */
export const malaysianToday = () => malaysianDay(new Date());

/** Date filters (both days included) as instants: from the start of `fromDate` to before the day after `toDate`. */
export function malaysianDayRange(fromDate: string | undefined, toDate: string | undefined) {
  return {
    from: fromDate ? malaysianDayStart(fromDate) : undefined,
    before: toDate ? malaysianDayStart(addDays(toDate, 1)) : undefined,
  };
}

const wallClockParts = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: MALAYSIAN_TIME_ZONE,
});

/** The Malaysian wall-clock reading of an instant, field by field (`2026`, `11`, `21`, `16`, `45`, `01`). */
function malaysianFields(at: Date) {
  const parts = Object.fromEntries(wallClockParts.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    second: parts.second ?? '',
  };
}

/** `20261121-164501`: an instant in Malaysian time, for the names of downloaded files. */
export function malaysianStamp(at: Date): string {
  const { year, month, day, hour, minute, second } = malaysianFields(at);
  return `${year}${month}${day}-${hour}${minute}${second}`;
}

/** Spreadsheet dates carry no zone: an instant as the Malaysian wall-clock time the screens show. */
export function malaysianWallClock(value: Date | string): Date {
  const instant = new Date(value);
  const { year, month, day, hour, minute, second } = malaysianFields(instant);
  const milliseconds = instant.getUTCMilliseconds();
  return new Date(
    Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second), milliseconds),
  );
}
