import type { MembershipStatus } from '@eazy2con/shared/memberships';
import { planOption } from '@eazy2con/shared/plans';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import { entitlementOf } from '../sessions/session-rules';
import type { AdminMembershipRow } from './memberships-admin.repo';
import { isPaid } from './membership-rules';
import { nextOptionOf } from './membership-cycles';

const KOBO = 100;

/** One row of the admins' memberships list (issue 36). */
export interface AdminMembershipView {
  bookingId: string;
  /** The booking's name: the learner, or for a kids plan the parent who booked (never a child's name). */
  learnerName: string;
  mentorName: string | null;
  plan: string;
  planOption: string;
  status: MembershipStatus;
  /** The cycle the learner is in today. */
  currentCycle: number;
  /** The day the next cycle starts (Lagos date); null once ending or ended. */
  nextRenewalOn: string | null;
  nextCyclePaid: boolean | null;
  nextCycleAmountKobo: number | null;
}

/**
 * The row from the membership, its cycles, its booking and its mentor's name, on the Lagos date `today`.
 * A paid cycle becomes the membership's current one as soon as it is paid, even ahead of its start (payNextCycle):
 * when the current cycle has not started yet, the learner is in the one before and the next is the paid one.
 * Otherwise the next cycle is the one after the current: its stored amount once made (at the reminder), until then
 * the amount it will be made with (the option asked for by a plan change, else the booking's), as ensureNextCycle
 * makes it.
 */
export function adminMembershipRow(
  row: AdminMembershipRow,
  booking: MentorBookingRow,
  mentorName: string | null,
  today: string,
): AdminMembershipView {
  const { membership, current, previous, next } = row;
  const { plan, option: bookedOption } = entitlementOf(booking);
  const paidAhead = current !== null && current.number > 1 && current.startsOn > today;
  const inForceOption = paidAhead ? previous?.planOption : current?.planOption;
  const base = {
    bookingId: membership.bookingId,
    learnerName: booking.fullName,
    mentorName,
    plan: plan.title,
    planOption: (inForceOption && planOption(plan, inForceOption)?.label) || bookedOption.label,
    status: membership.status,
    currentCycle: paidAhead ? membership.currentCycle - 1 : membership.currentCycle,
  };
  if (membership.status === 'ENDING' || membership.status === 'ENDED') {
    return { ...base, nextRenewalOn: null, nextCyclePaid: null, nextCycleAmountKobo: null };
  }
  if (paidAhead) {
    return { ...base, nextRenewalOn: current.startsOn, nextCyclePaid: true, nextCycleAmountKobo: current.amountKobo };
  }
  const nextOption = nextOptionOf(booking, membership, current);
  return {
    ...base,
    nextRenewalOn: membership.renewsOn,
    nextCyclePaid: next ? isPaid(next) : false,
    nextCycleAmountKobo: next ? next.amountKobo : nextOption.amountNaira * KOBO,
  };
}
