/** Calendar days as Malaysians live them (UTC+8, no daylight saving), written `YYYY-MM-DD`. */
const MALAYSIA_OFFSET_MS = 8 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant a Malaysian day starts. */
export function malaysianDayStart(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) - MALAYSIA_OFFSET_MS);
}

/** The Malaysian day an instant falls on. */
export function malaysianDay(at: Date): string {
  return new Date(at.getTime() + MALAYSIA_OFFSET_MS).toISOString().slice(0, 10);
}

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
