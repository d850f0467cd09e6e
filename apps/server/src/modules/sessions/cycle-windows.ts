import type { Tx } from '../../db/transaction';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import { firstCycle, type BookingEntitlement } from './session-rules';
import type { CycleWindow, MembershipCyclesPort } from './sessions-deps';

/**
 * The cycle of the booking a session at `start` counts against: the first (the booking's own payment), or a later
 * paid cycle of its membership (issue 36, through the port the memberships module fills). Null: no paid cycle.
 */
export async function cycleAt(
  cycles: MembershipCyclesPort | undefined,
  booking: MentorBookingRow,
  plan: BookingEntitlement,
  start: Date,
  tx: Tx,
): Promise<CycleWindow | null> {
  const first = firstCycle(booking);
  if (start >= first.start && start < first.end) return { number: 1, ...first, included: plan.option.sessions };
  return (await cycles?.paidCycleAt(booking.id, start, tx)) ?? null;
}

/** The window of a booking's cycle `number` (a moved session stays in its own cycle). */
export async function cycleWindowOf(
  cycles: MembershipCyclesPort | undefined,
  booking: MentorBookingRow,
  number: number,
  tx: Tx,
): Promise<{ start: Date; end: Date } | null> {
  if (number === 1) return firstCycle(booking);
  return (await cycles?.cycleWindow(booking.id, number, tx)) ?? null;
}
