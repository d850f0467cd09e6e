import { CYCLE_DAYS, planOption } from '@eazy2con/shared/plans';
import { addDays } from '@eazy2con/shared/zoned-time';
import { sessionsToCarry } from '@eazy2con/shared/memberships';
import type { Tx } from '../../db/transaction';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import { entitlementOf, isSettled } from '../sessions/session-rules';
import { cycleEnd, dayStart, isPaid, standingStarts } from './membership-rules';
import type { MembershipsDeps } from './memberships-deps';
import type { MembershipsRepo } from './memberships.repo';
import type { MembershipCycleRow, MembershipRow } from './memberships.schema';

const KOBO = 100;

/** A booking that is a membership: a paid plan booking (a free trial is one session, not a membership). */
export const canBeMembership = (booking: MentorBookingRow): boolean =>
  !booking.cancelledAt && booking.paymentStatus === 'PAID' && booking.amountKobo > 0 && isSettled(booking);

/**
 * The membership of a paid plan booking, made with its first cycle (the booking's own payment) the first time
 * anyone asks: the renewal job adopts a paid booking within its run's interval, and a page that reads it first makes
 * it then. A booking whose first month was over before memberships existed (`today` on or after its end) is made
 * ENDED: it was sold as a one-month purchase, and renewing it would charge for a month nobody was reminded of.
 */
export async function ensureMembership(
  repo: MembershipsRepo,
  booking: MentorBookingRow,
  today: string,
): Promise<MembershipRow | null> {
  const existing = await repo.find(booking.id);
  if (existing || !canBeMembership(booking)) return existing;
  const { option } = entitlementOf(booking);
  const renewsOn = cycleEnd(booking.startDate);
  const over = renewsOn <= today;
  await repo.create(
    {
      bookingId: booking.id,
      renewsOn,
      ...(over ? { status: 'ENDED' as const, autoRenew: false, endedAt: dayStart(renewsOn) } : {}),
    },
    {
      bookingId: booking.id,
      number: 1,
      startsOn: booking.startDate,
      endsOn: cycleEnd(booking.startDate),
      planOption: option.id,
      sessionsIncluded: option.sessions,
      amountKobo: booking.amountKobo,
      accessTokenHash: booking.accessTokenHash,
      paymentStatus: 'PAID',
      paymentTxRef: booking.paymentTxRef,
      transferOption: booking.transferOption,
    },
  );
  return repo.find(booking.id);
}

/**
 * Paid plan bookings nobody has opened since they were paid become memberships (the renewal job, each run), so their
 * learner is reminded and renewed like any other. Only bookings whose first cycle may still run are looked at.
 */
export async function adoptPaidBookings(
  deps: Pick<MembershipsDeps, 'backlog' | 'repo' | 'bookings' | 'log'>,
  today: string,
  limit: number,
): Promise<void> {
  const ids = await deps.backlog.paidPlanBookingsWithout(addDays(today, -CYCLE_DAYS), limit);
  for (const bookingId of ids) {
    await deps.repo
      .transaction(async (repo, tx) => {
        const booking = await deps.bookings.lockById(bookingId, tx);
        if (booking) await ensureMembership(repo, booking, today);
      })
      .catch((error: unknown) => deps.log.error({ err: error, bookingId }, 'memberships: could not adopt a booking'));
  }
}

/**
 * The plan option a next cycle is made with: a change asked for (changeMembershipPlan), else the option of the cycle
 * in force (a change made earlier keeps applying), else the booking's own.
 */
export function nextOptionOf(
  booking: MentorBookingRow,
  membership: Pick<MembershipRow, 'nextPlanOption'>,
  current: Pick<MembershipCycleRow, 'planOption'> | null,
) {
  const { plan, option: booked } = entitlementOf(booking);
  return (
    (membership.nextPlanOption && planOption(plan, membership.nextPlanOption)) ||
    (current && planOption(plan, current.planOption)) ||
    booked
  );
}

/**
 * The cycle after the paid one in force, made once (its number is unique per booking): its dates from the renewal
 * day, its plan option (a change asked for takes effect here), its sessions with what carries in, and its amount
 * from the plan record. The booking's access-token hash lets the learner's own link pay it.
 */
export async function ensureNextCycle(
  deps: Pick<MembershipsDeps, 'sessions'>,
  repo: MembershipsRepo,
  membership: MembershipRow,
  booking: MentorBookingRow,
  tx: Tx,
): Promise<MembershipCycleRow> {
  const number = membership.currentCycle + 1;
  const existing = await repo.cycle(booking.id, number);
  // A next cycle dropped unpaid by a cancel that was taken back (auto-renew on again, or paying early) is due again.
  if (existing)
    return existing.cancelledAt && !isPaid(existing) ? repo.updateCycle(existing.id, { cancelledAt: null }) : existing;
  const current = await repo.cycle(booking.id, membership.currentCycle);
  const option = nextOptionOf(booking, membership, current);
  const usage = (await deps.sessions.cycleUsage(booking.id, tx)).get(membership.currentCycle) ?? {
    used: 0,
    mentorMissed: 0,
  };
  const carried = current
    ? sessionsToCarry({
        included: current.sessionsIncluded + current.sessionsCarried,
        used: usage.used,
        mentorMissed: usage.mentorMissed,
      })
    : 0;
  return repo.addCycle({
    bookingId: booking.id,
    number,
    startsOn: membership.renewsOn,
    endsOn: cycleEnd(membership.renewsOn),
    planOption: option.id,
    sessionsIncluded: option.sessions,
    sessionsCarried: carried,
    amountKobo: option.amountNaira * KOBO,
    accessTokenHash: booking.accessTokenHash,
  });
}

/**
 * Books the standing times that fall in a cycle, up to its sessions, skipping times already booked (a second call
 * books only what the first could not). A time the mentor's calendar no longer has is refused by the same checks and
 * database constraint as any booking, never double-booked: the learner picks another on My sessions.
 */
export async function bookStandingTimes(
  deps: Pick<MembershipsDeps, 'sessions' | 'links'>,
  repo: MembershipsRepo,
  booking: MentorBookingRow,
  cycle: MembershipCycleRow,
  tx: Tx,
): Promise<{ booked: number; refused: number }> {
  const times = await repo.standingTimes(booking.id);
  if (times.length === 0 || !booking.mentorId) return { booked: 0, refused: 0 };
  const window = { start: dayStart(cycle.startsOn), end: dayStart(cycle.endsOn) };
  const usage = (await deps.sessions.cycleUsage(booking.id, tx)).get(cycle.number)?.used ?? 0;
  const room = cycle.sessionsIncluded + cycle.sessionsCarried - usage;
  if (room <= 0) return { booked: 0, refused: 0 };
  // Every time of the cycle: those already held are answered as they are, and the booking stops at the cycle's sessions.
  const starts = standingStarts(times, window.start, window.end);
  const results = await deps.sessions.bookChosen(booking, starts, tx, deps.links.tokenFor(booking.id), {
    number: cycle.number,
    ...window,
    included: cycle.sessionsIncluded + cycle.sessionsCarried,
  });
  const booked = results.filter((r) => r.session).length;
  return { booked, refused: results.length - booked };
}
