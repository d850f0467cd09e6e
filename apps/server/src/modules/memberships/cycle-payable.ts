import type { DbOrTx } from '../../db/client';
import { Tx } from '../../db/transaction';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import type { PayableBooking, PayableBookingSource } from '../payments/payable-bookings';
import { MembershipsRepo } from './memberships.repo';
import type { MembershipCycleRow } from './memberships.schema';

/**
 * A membership's later cycle as a payable booking (kind `membershipCycle`, issue 36): the payments module charges,
 * invoices and settles it like any booking. Its payer is the booking's learner, read through the bookings module in
 * the caller's transaction; a PAID outcome makes the cycle the one in force in the settlement's own transaction.
 */
export function cyclePayable(deps: {
  booking: (bookingId: string, tx: Tx) => Promise<MentorBookingRow | null>;
  onPaid: (repo: MembershipsRepo, cycle: MembershipCycleRow) => Promise<void>;
}): PayableBookingSource {
  return {
    kind: 'membershipCycle',
    async find(db: DbOrTx, id: string): Promise<PayableBooking | null> {
      const cycle = await new MembershipsRepo(db).cycleById(id);
      const booking = cycle ? await deps.booking(cycle.bookingId, Tx.of(db)) : null;
      if (!cycle || !booking) return null;
      return {
        id: cycle.id,
        amountKobo: cycle.amountKobo,
        accessTokenHash: cycle.accessTokenHash,
        paymentStatus: cycle.paymentStatus,
        paymentTxRef: cycle.paymentTxRef,
        // A cycle dropped with its membership's cancel, or lapsed after the grace, takes no payment.
        cancelledAt: cycle.cancelledAt ?? cycle.lapsedAt,
        customer: { email: booking.email, name: booking.fullName, phone: booking.phone },
        item: `${booking.type} plan, ${booking.course}: cycle ${cycle.number} (${cycle.startsOn} to ${cycle.endsOn})`,
        channels: booking.channels,
      };
    },
    async setPayment(db: DbOrTx, id: string, payment: { status: 'PAID' | 'FAILED'; txRef: string }) {
      const repo = new MembershipsRepo(db);
      const cycle = await repo.setCyclePayment(id, payment);
      if (cycle && payment.status === 'PAID') await deps.onPaid(repo, cycle);
      return cycle !== null;
    },
    async cancel(db: DbOrTx, id: string, at: Date) {
      return new MembershipsRepo(db).cancelCycle(id, at);
    },
    async chooseTransfer(db: DbOrTx, id: string) {
      await new MembershipsRepo(db).chooseTransfer(id);
    },
  };
}
