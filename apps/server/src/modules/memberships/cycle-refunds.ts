import type { Tx } from '../../db/transaction';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import { isPaid, lagosDay } from './membership-rules';
import type { MembershipsDeps } from './memberships-deps';
import type { MembershipChange, MembershipsRepo } from './memberships.repo';
import type { MembershipRow } from './memberships.schema';

/**
 * What a cancel does with the money of the latest paid cycle (issue 36: refunds follow the existing terms per cycle,
 * decision 0034's automatic refund). Cycle 1 is the booking's own payment, refunded by the booking's own cancel.
 * - A cycle paid ahead that has not begun: refunded in full, whenever it was paid (none of it was used); its held
 *   sessions are released and the cycle before it runs to its end. Answers the membership's change for that.
 * - The cycle in force, paid within AUTO_REFUND_DAYS with no session taken place: refunded in full, its sessions
 *   released, and the membership ends now ('ENDED_NOW').
 * - Otherwise nothing is refunded and the paid cycle runs to its end.
 */
export async function refundOnCancel(
  deps: Pick<MembershipsDeps, 'now' | 'refunds' | 'sessions'>,
  repo: MembershipsRepo,
  membership: MembershipRow,
  booking: MentorBookingRow,
  tx: Tx,
): Promise<'ENDED_NOW' | MembershipChange> {
  const latest = await repo.cycle(booking.id, membership.currentCycle);
  if (!latest || latest.number < 2 || !isPaid(latest) || latest.cancelledAt) return {};
  const begun = latest.startsOn <= lagosDay(deps.now());
  const used = begun && (await deps.sessions.anyTakenPlace(booking.id, latest.number, tx));
  if ((await deps.refunds.onCycleCancelled(latest.id, { begun, used }, tx)) === 0) return {};
  await repo.updateCycle(latest.id, { cancelledAt: deps.now() });
  await deps.sessions.releaseCycle(booking.id, latest.number, tx);
  if (begun) return 'ENDED_NOW';
  return { currentCycle: latest.number - 1, renewsOn: latest.startsOn };
}

/** Whether a paid cycle of the membership was refunded on a cancel: it cannot be taken back, only booked anew. */
export async function wasRefunded(repo: MembershipsRepo, membership: MembershipRow): Promise<boolean> {
  const [current, next] = await Promise.all([
    repo.cycle(membership.bookingId, membership.currentCycle),
    repo.cycle(membership.bookingId, membership.currentCycle + 1),
  ]);
  return [current, next].some((cycle) => Boolean(cycle?.cancelledAt) && cycle !== null && isPaid(cycle));
}
