import { malaysianCalendarDay, malaysianDayStart } from '@portal/contract';

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
