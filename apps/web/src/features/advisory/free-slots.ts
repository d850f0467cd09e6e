import { advisorySlots, slotState, type AdvisorySlot } from '@eazy2con/shared/advisory';

/**
 * The slots the scheduler offers on a day (YYYY-MM-DD): not booked by anyone yet, not started by the Lagos clock,
 * not beyond the booking window. The server checks the same rules again when the booking comes in.
 */
export function freeSlots(isoDay: string, taken: readonly string[], now: Date): AdvisorySlot[] {
  const booked = new Set(taken);
  return advisorySlots.filter((slot) => !booked.has(slot.label) && slotState(isoDay, slot.minutes, now) === 'open');
}

/** 'Tuesday, 24 November 2026' for '2026-11-24', whatever the browser's own time zone. */
export function longDate(isoDay: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));
}
