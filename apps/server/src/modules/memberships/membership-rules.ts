import { CYCLE_DAYS } from '@eazy2con/shared/plans';
import { type CycleStatus, jsDayOf, weekdays, type Weekday } from '@eazy2con/shared/memberships';
import { DEFAULT_TIME_ZONE } from '@eazy2con/shared/sessions';
import { addDays, wallTimeToUtc, zonedParts } from '@eazy2con/shared/zoned-time';
import { AppError } from '../../lib/app-error';
import type { MembershipCycleRow, StandingTimeRow } from './memberships.schema';

const DAY_MS = 86_400_000;

/** The refusals of the membership rules, each with the sentence the learner reads. */
export const MEMBERSHIP_REFUSALS = {
  NOT_A_MEMBERSHIP: 'This booking is not a monthly membership',
  ENDED: 'This membership has ended',
  PAUSED_ALREADY: 'You have already paused once this cycle',
  NOT_PAUSED: 'This membership is not paused',
  PAUSE_NOT_ACTIVE: 'Only an active membership with its cycle paid can be paused',
  NOT_CANCELLABLE: 'This membership is already ending',
  NO_SUCH_OPTION: 'This plan has no such option',
  OUTSIDE_AVAILABILITY: 'This weekly time is outside the mentor’s hours',
  TIME_HELD: 'Another regular learner of this mentor has this weekly time: please choose another',
  NO_MENTOR: 'A mentor must be matched before weekly times can be set',
  TOO_MANY_TIMES: 'Your plan has fewer sessions a week than the times chosen',
  NEXT_ALREADY_PAID: 'The next cycle is already paid',
  NO_SAVED_CARD: 'There is no saved card to pay with',
  REFUNDED: 'This membership was cancelled with a refund: book the mentor again to continue',
} as const;
export type MembershipRefusal = keyof typeof MEMBERSHIP_REFUSALS;

export const refuse = (reason: MembershipRefusal): AppError =>
  new AppError('BAD_USER_INPUT', MEMBERSHIP_REFUSALS[reason], { reason });

/** The Lagos date of an instant: cycles start and renew on Lagos days. */
export const lagosDay = (at: Date): string => {
  const p = zonedParts(at, DEFAULT_TIME_ZONE);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
};

/** Midnight in Lagos at the start of `day`. */
export const dayStart = (day: string): Date => wallTimeToUtc(day, 0, DEFAULT_TIME_ZONE);

export const cycleEnd = (startsOn: string): string => addDays(startsOn, CYCLE_DAYS);

export const isPaid = (cycle: Pick<MembershipCycleRow, 'paymentStatus'>): boolean =>
  cycle.paymentStatus === 'PAID' || cycle.paymentStatus === 'NOT_REQUIRED';

/** Where a cycle's payment stands on `today`. */
export function cycleStatusOf(cycle: MembershipCycleRow, today: string): CycleStatus {
  if (cycle.cancelledAt) return 'CANCELLED';
  if (isPaid(cycle)) return 'PAID';
  if (cycle.lapsedAt) return 'LAPSED';
  return today < cycle.startsOn ? 'DUE' : 'IN_GRACE';
}

export const weekdayOfIso = (iso: number): Weekday => weekdays[iso - 1] ?? 'MONDAY';
export const isoOfWeekday = (weekday: Weekday): number => weekdays.indexOf(weekday) + 1;

export const timeText = (minuteOfDay: number): string =>
  `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;

export const minuteOfDayOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

type Standing = Pick<StandingTimeRow, 'weekday' | 'minuteOfDay' | 'timeZone'>;

/**
 * The starts of the standing times inside [from, to), earliest first. Each time is a wall time in its own zone,
 * so "Tuesday 18:00 Lagos" stays 18:00 in Lagos whatever the learner's or mentor's zone does.
 */
export function standingStarts(times: readonly Standing[], from: Date, to: Date): Date[] {
  const starts: Date[] = [];
  for (const time of times) {
    const day = jsDayOf(weekdayOfIso(time.weekday));
    // Walk the dates of the window in the time's zone (a day either side covers zone offsets).
    const firstDay = lagosDay(new Date(from.getTime() - DAY_MS));
    const days = Math.ceil((to.getTime() - from.getTime()) / DAY_MS) + 2;
    for (let i = 0; i < days; i++) {
      const date = addDays(firstDay, i);
      const [y, m, d] = date.split('-').map(Number);
      if (new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay() !== day) continue;
      const start = wallTimeToUtc(date, time.minuteOfDay, time.timeZone);
      if (start >= from && start < to) starts.push(start);
    }
  }
  return [...new Set(starts.map((s) => s.getTime()))].sort((a, b) => a - b).map((ms) => new Date(ms));
}

/** Sessions a week of a plan option: what its standing times may number. */
export const sessionsPerWeek = (sessionsPerCycle: number): number => Math.max(1, Math.ceil(sessionsPerCycle / 4));
