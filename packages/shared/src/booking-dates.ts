import { watDate } from './wat-time';

/**
 * The booking form's date rules without zod (issue 38): the web booking form needs them while it is drawn (which
 * start dates open the session times, how a typed date is read), and importing validation/mentor-booking.ts for them
 * put the schema library into /book-mentor's first load. That file re-exports these and builds its schemas on them.
 */

/** How far ahead a booking may start, and how long it may run: a typo such as 2205 for 2025 is refused. */
export const START_MAX_DAYS_AHEAD = 365;
export const END_MAX_DAYS_AFTER_START = 2 * 365;

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The YYYY-MM-DD date `days` after another. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Not before today in Lagos (watDate(), whatever the server's or the browser's zone); read when checked. */
export const startNotInPast = (date: string): boolean => date >= watDate();

/** At most START_MAX_DAYS_AHEAD ahead of today in Lagos. */
export const startNotTooFar = (date: string): boolean => date <= addDays(watDate(), START_MAX_DAYS_AHEAD);

/** What `StartDateSchema` accepts: a real date (spaces around it ignored), from today to a year ahead. */
export function isAcceptedStartDate(value: string): boolean {
  const date = value.trim();
  return isIsoDate(date) && startNotInPast(date) && startNotTooFar(date);
}
