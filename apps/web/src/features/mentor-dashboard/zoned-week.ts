import { addDays, localDate, wallTimeToUtc } from '@eazy2con/shared/zoned-time';

/**
 * The mentor's week in their availability time zone, on the same zone arithmetic the server's slots use
 * (packages/shared/src/zoned-time.ts). Dates are 'YYYY-MM-DD' strings, so no `Date` here pretends to be local time.
 */

const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

export { addDays, localDate };

/** 0 Sunday … 6 Saturday, as the availability's weekly hours count days. */
export function weekdayOf(date: string): number {
  return new Date(utcMidnight(date)).getUTCDay();
}

/** The Monday of the week a date falls in. */
export function mondayOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The instant the zone's wall clock shows `date` at `minuteOfDay` (the server's own conversion). */
export const zonedInstant = wallTimeToUtc;

/** '30 November – 6 December' for the week starting on `monday`. */
export function weekLabel(monday: string): string {
  const f = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long' });
  return `${f.format(utcMidnight(monday))} – ${f.format(utcMidnight(addDays(monday, 6)))}`;
}

/** A day heading: 'Monday 30 November' (the date is a calendar date, so it is formatted as UTC). */
export function dateHeading(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(
    utcMidnight(date),
  );
}

export const isIsoDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(utcMidnight(value));
