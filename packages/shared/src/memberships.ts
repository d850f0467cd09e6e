/**
 * Memberships (issue 36, decision 0044): a plan booking continues cycle after cycle (CYCLE_DAYS each, plans.ts) until
 * someone stops it. The figures here are the rules the server applies and the pages and mails state.
 */

/**
 * ACTIVE: the cycle in force is paid and the next renews. IN_GRACE: the renewal is unpaid and the learner's times
 * are held until the grace ends. PAUSED: renewal moved by a pause. ENDING: cancelled, runs to the end of the paid
 * cycle. ENDED: nothing more is charged or booked.
 */
export const membershipStatuses = ['ACTIVE', 'IN_GRACE', 'PAUSED', 'ENDING', 'ENDED'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

/** PAID; DUE (issued, not yet paid, before its start); IN_GRACE (unpaid after its start); LAPSED (never paid). */
/** CANCELLED: dropped unpaid when the membership was cancelled, or refunded in full (refundsOnCancel). */
export const cycleStatuses = ['PAID', 'DUE', 'IN_GRACE', 'LAPSED', 'CANCELLED'] as const;
export type CycleStatus = (typeof cycleStatuses)[number];

/** The renewal reminder goes this many days before a cycle ends. */
export const RENEWAL_REMINDER_DAYS = 3;
/** Days an unpaid renewal keeps the learner's times (MEMBERSHIP_GRACE_DAYS sets it per deployment). */
export const DEFAULT_GRACE_DAYS = 3;
/** A saved card is tried again on these days of the grace period (day 0 is the renewal day itself). */
export const CARD_RETRY_DAYS = [1, 3] as const;
/** One pause per cycle, of this many days. */
export const PAUSE_DAYS = { min: 7, max: 20 } as const;

/** ISO weekdays, Monday first, as the standing times name them. */
export const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof weekdays)[number];
/** The JavaScript day number (0 Sunday) of a weekday. */
export const jsDayOf = (weekday: Weekday): number => (weekdays.indexOf(weekday) + 1) % 7;
export const weekdayLabel = (weekday: Weekday): string => weekday.charAt(0) + weekday.slice(1).toLowerCase();

/**
 * Unused sessions carried into the next cycle: at most one week's worth of the plan (its sessions per cycle / 4,
 * at least one), plus every session the mentor cancelled or missed, which always carries in full.
 */
export function sessionsToCarry(input: { included: number; used: number; mentorMissed: number }): number {
  const weekly = Math.max(1, Math.floor(input.included / 4));
  const unused = Math.max(0, input.included - input.used);
  return Math.min(unused, weekly) + input.mentorMissed;
}
