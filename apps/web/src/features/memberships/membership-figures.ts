import { weekdayLabel, type CycleStatus, type MembershipStatus } from '@eazy2con/shared/memberships';
import { bookablePlan, nairaToKobo, type BookablePlan, type PlanOption } from '@eazy2con/shared/plans';
import { DEFAULT_TIME_ZONE } from '@eazy2con/shared/sessions';
import { addDays, isValidTimeZone, localDate } from '@eazy2con/shared/zoned-time';
import type { Membership, MembershipCycle, StandingTime } from './memberships.queries';

/**
 * What the membership pages work out from the server's answer (issue 36): which cycle is in force, what the next
 * renewal costs, and the words for states, dates and counts. Cycles start and end on Lagos days.
 */

export const STATUS_LABEL: Record<MembershipStatus, string> = {
  ACTIVE: 'Active',
  IN_GRACE: 'Renewal unpaid: your weekly times are held for a few days',
  PAUSED: 'Paused',
  ENDING: 'Ending: runs to the end of the paid cycle',
  ENDED: 'Ended',
};

/** A short status, where there is no room for the explanation (the account page, the mentor's table). */
export const SHORT_STATUS: Record<MembershipStatus, string> = {
  ACTIVE: 'Active',
  IN_GRACE: 'Renewal unpaid',
  PAUSED: 'Paused',
  ENDING: 'Ending',
  ENDED: 'Ended',
};

export const CYCLE_STATUS_LABEL: Record<CycleStatus, string> = {
  PAID: 'Paid',
  DUE: 'Due',
  IN_GRACE: 'Overdue',
  LAPSED: 'Not paid',
  CANCELLED: 'Cancelled',
};

/** Today's date in Lagos, YYYY-MM-DD: the calendar the cycles are counted in. */
export const lagosToday = (now: number): string => localDate(new Date(now), DEFAULT_TIME_ZONE);

const DAY = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '12 March 2027' for '2027-03-12' (a calendar date, so read in UTC: no zone may move it a day). */
export function dayText(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return DAY.format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}

/** A cycle's own days: `endsOn` is the day after its last (the next cycle starts then). */
export const lastDayOf = (cycle: Pick<MembershipCycle, 'endsOn'>): string => addDays(cycle.endsOn, -1);

export const cycleDates = (cycle: Pick<MembershipCycle, 'startsOn' | 'endsOn'>): string =>
  `${dayText(cycle.startsOn)} to ${dayText(lastDayOf(cycle))}`;

const byNumber = (a: MembershipCycle, b: MembershipCycle) => a.number - b.number;

/** The cycle in force today: the one whose days hold today, else the latest begun, else the first. */
export function currentCycle(membership: Pick<Membership, 'cycles'>, today: string): MembershipCycle | null {
  const cycles = [...membership.cycles].sort(byNumber);
  const holding = cycles.find((c) => c.startsOn <= today && today < c.endsOn);
  if (holding) return holding;
  const begun = cycles.filter((c) => c.startsOn <= today);
  return begun.at(-1) ?? cycles[0] ?? null;
}

/** The cycle after `current`, once the server has made it (a few days before the renewal, or when paid early). */
export const nextCycle = (membership: Pick<Membership, 'cycles'>, current: MembershipCycle | null) =>
  current ? (membership.cycles.find((c) => c.number === current.number + 1) ?? null) : null;

/** The plan a booking is on, from the shared plan record (null for a plan not booked online). */
export const planOf = (audience: string, plan: string): BookablePlan<string> | null =>
  bookablePlan(audience === 'kids' ? 'kids' : 'adult', plan);

/**
 * The plan option a cycle was bought on: the answer names no option, so it is the one with the cycle's sessions
 * and price (the first cycle's amount is what the booking paid, which is its option's price).
 */
export function optionOf(plan: BookablePlan<string> | null, cycle: MembershipCycle | null): PlanOption | null {
  if (!plan || !cycle) return null;
  const sameSessions = plan.options.filter((o) => o.sessions === cycle.sessionsIncluded);
  return sameSessions.find((o) => nairaToKobo(o.amountNaira) === cycle.amountKobo) ?? sameSessions[0] ?? null;
}

/** What the next renewal costs: the next cycle's amount once it exists, else the current option's price. */
export function renewalAmountKobo(
  current: MembershipCycle | null,
  next: MembershipCycle | null,
  option: PlanOption | null,
): number | null {
  if (next) return next.amountKobo;
  if (option) return nairaToKobo(option.amountNaira);
  return current?.amountKobo ?? null;
}

/** 'Card •••• 4242 exp 09/32' or 'Bank transfer'. */
export function paymentMethodText(method: Membership['paymentMethod']): string {
  if (method.kind === 'TRANSFER' || !method.last4) return 'Bank transfer';
  return `Card •••• ${method.last4}${method.expiry ? ` exp ${method.expiry}` : ''}`;
}

/** '3 / 8 + 1 carried over': used of the sessions included, and what came in from the last cycle. */
export function sessionsText(cycle: Pick<MembershipCycle, 'sessionsUsed' | 'sessionsIncluded' | 'sessionsCarried'>) {
  const carried = cycle.sessionsCarried > 0 ? ` + ${cycle.sessionsCarried} carried over` : '';
  return `${cycle.sessionsUsed} / ${cycle.sessionsIncluded}${carried}`;
}

/**
 * How many weekly times a cycle allows: its sessions a week (a 4-week cycle of 8 is 2 a week), at least one. The
 * server applies the same rule (memberships' sessionsPerWeek) and refuses more.
 */
export const weeklyTimesAllowed = (sessionsPerCycle: number): number => Math.max(1, Math.ceil(sessionsPerCycle / 4));

/** The browser's time zone when the engine knows it, else Lagos: the default zone of a new weekly time. */
export function browserZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** 'Tuesday 18:00 (Africa/Lagos), Thursday 18:00 (Africa/Lagos)', or '' when none are kept. */
export const standingTimesText = (times: readonly StandingTime[]): string =>
  times.map((t) => `${weekdayLabel(t.weekday)} ${t.time} (${t.timeZone.replace(/_/g, ' ')})`).join(', ');
