/**
 * The advisory call (spec 2 §2, §9): 20-minute calls, one every 20 minutes from 9:00 AM to 4:40 PM West Africa Time
 * (GMT+1), 24 a day. The web scheduler offers these slots and the server accepts only these, both from this list.
 * The spec keeps the call's date as text DD-MM-YYYY (`callDate`); YYYY-MM-DD ("ISO day") is used for arithmetic.
 */
import { watDate, watMinutesOfDay } from './wat-time';

export const ADVISORY_CALL_MINUTES = 20;
const FIRST_SLOT_MINUTES = 9 * 60;
export const ADVISORY_SLOT_COUNT = 24;

/**
 * How far ahead a call may be booked: up to this many days after today (Lagos). An advisor's diary is not planned
 * further than two months, and a limit keeps a script from filling the calendar years ahead.
 */
export const ADVISORY_DAYS_AHEAD = 60;

export interface AdvisorySlot {
  /** As the spec stores `callTime`: '9:00 AM', '12:20 PM', '4:40 PM'. */
  label: string;
  /** Minutes since midnight in Lagos. */
  minutes: number;
}

/** '9:00 AM' for 540, '12:00 PM' for 720, '4:40 PM' for 1000. */
export function slotLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

export const advisorySlots: readonly AdvisorySlot[] = Array.from({ length: ADVISORY_SLOT_COUNT }, (_, i) => {
  const minutes = FIRST_SLOT_MINUTES + i * ADVISORY_CALL_MINUTES;
  return { label: slotLabel(minutes), minutes };
});

export const advisorySlotLabels: readonly string[] = advisorySlots.map((slot) => slot.label);

export function slotByLabel(label: string): AdvisorySlot | undefined {
  return advisorySlots.find((slot) => slot.label === label);
}

/** '24-11-2026' → '2026-11-24'; null for anything that is not a real calendar date written DD-MM-YYYY. */
export function isoDayFromCallDate(callDate: string): string | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(callDate);
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = `${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  // Date rolls 31-02 over into March; a real date reads back the same.
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso ? iso : null;
}

/** '2026-11-24' → '24-11-2026'. */
export function callDateFromIsoDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}-${month}-${year}`;
}

/** The ISO day `days` after `isoDay` (calendar arithmetic in UTC, where no day is skipped or doubled). */
export function addDays(isoDay: string, days: number): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first and last day a call may be booked on at `now`: today and ADVISORY_DAYS_AHEAD days later, in Lagos. */
export function bookableDays(now: Date = new Date()): { first: string; last: string } {
  const first = watDate(now);
  return { first, last: addDays(first, ADVISORY_DAYS_AHEAD) };
}

/**
 * Whether a slot may be booked at `now`: 'past' once it has started (a call is not booked for a time already gone),
 * 'too-far' beyond ADVISORY_DAYS_AHEAD, otherwise 'open' (still subject to being taken by someone else).
 */
export function slotState(isoDay: string, minutes: number, now: Date = new Date()): 'past' | 'too-far' | 'open' {
  const { first, last } = bookableDays(now);
  if (isoDay < first || (isoDay === first && minutes <= watMinutesOfDay(now))) return 'past';
  if (isoDay > last) return 'too-far';
  return 'open';
}
