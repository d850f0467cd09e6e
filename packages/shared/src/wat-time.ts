/**
 * West Africa Time (Lagos): UTC+1 all year, no daylight saving. Booking dates ('not in the past'), advisory slots
 * and mails are in this zone whatever the server's or the browser's own zone is.
 */
export const WAT_OFFSET_MINUTES = 60;
const OFFSET_MS = WAT_OFFSET_MINUTES * 60_000;

/** The calendar date in Lagos at `now`, as YYYY-MM-DD. */
export function watDate(now: Date = new Date()): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since midnight in Lagos at `now`. */
export function watMinutesOfDay(now: Date = new Date()): number {
  const shifted = new Date(now.getTime() + OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** The instant of a Lagos wall-clock time: `date` YYYY-MM-DD, `minutes` since midnight. */
export function watInstant(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000 - OFFSET_MS);
}
