import type { MembershipStatus, Weekday } from '@eazy2con/shared/memberships';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import { cycleStatusOf, isPaid, lagosDay, timeText, weekdayOfIso } from './membership-rules';
import type { MembershipsDeps } from './memberships-deps';
import type { MembershipRow } from './memberships.schema';

/** What `membership` answers (issue 36's contract). */
export interface MembershipView {
  bookingId: string;
  status: MembershipStatus;
  autoRenew: boolean;
  nextRenewalOn: string | null;
  /** The plan option of the cycle in force, and the one the next cycle takes when a change was asked for. */
  planOption: string;
  nextPlanOption: string | null;
  /** Until when an unpaid renewal keeps the learner's times. */
  graceUntil: Date | null;
  pausedUntil: string | null;
  standingTimes: { weekday: Weekday; time: string; timeZone: string }[];
  paymentMethod: { kind: 'CARD' | 'TRANSFER'; last4: string | null; expiry: string | null };
  cycles: {
    number: number;
    startsOn: string;
    endsOn: string;
    status: ReturnType<typeof cycleStatusOf>;
    sessionsIncluded: number;
    sessionsUsed: number;
    sessionsCarried: number;
    amountKobo: number;
    paid: boolean;
  }[];
  /** Where to pay, answered by payNextCycle only (a card checkout or the cycle's invoice). */
  payLink: string | null;
}

/** The view of a membership, counted from its rows and its sessions. */
export async function membershipView(
  deps: Pick<MembershipsDeps, 'repo' | 'sessions' | 'payments' | 'now'>,
  membership: MembershipRow,
  booking: MentorBookingRow,
): Promise<MembershipView> {
  const [cycles, times, usage, card] = await Promise.all([
    deps.repo.cycles(booking.id),
    deps.repo.standingTimes(booking.id),
    deps.sessions.cycleUsage(booking.id),
    deps.payments.cardFor(booking.email),
  ]);
  const today = lagosDay(deps.now());
  return {
    bookingId: booking.id,
    status: membership.status,
    autoRenew: membership.autoRenew,
    nextRenewalOn: membership.status === 'ENDED' || membership.status === 'ENDING' ? null : membership.renewsOn,
    planOption: cycles.find((c) => c.number === membership.currentCycle)?.planOption ?? booking.planOption,
    nextPlanOption: membership.nextPlanOption,
    graceUntil: membership.status === 'IN_GRACE' ? membership.graceUntil : null,
    pausedUntil: membership.status === 'PAUSED' ? membership.pausedUntil : null,
    standingTimes: times.map((t) => ({
      weekday: weekdayOfIso(t.weekday),
      time: timeText(t.minuteOfDay),
      timeZone: t.timeZone,
    })),
    paymentMethod: card
      ? {
          kind: 'CARD',
          last4: card.last4,
          expiry: `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`,
        }
      : { kind: 'TRANSFER', last4: null, expiry: null },
    cycles: cycles.map((c) => ({
      number: c.number,
      startsOn: c.startsOn,
      endsOn: c.endsOn,
      status: cycleStatusOf(c, today),
      sessionsIncluded: c.sessionsIncluded,
      sessionsUsed: usage.get(c.number)?.used ?? 0,
      sessionsCarried: c.sessionsCarried,
      amountKobo: c.amountKobo,
      paid: isPaid(c),
    })),
    payLink: null,
  };
}
