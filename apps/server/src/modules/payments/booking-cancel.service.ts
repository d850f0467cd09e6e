import type { FastifyBaseLogger } from 'fastify';
import {
  CANCELLED_PAID,
  CANCELLED_UNPAID,
  CHECKOUT_UNAVAILABLE,
  REFUND_WORKING_DAYS,
  type PayableBookingKind,
} from '@eazy2con/shared/payments';
import { CancelBookingSchema } from '@eazy2con/shared/validation/payments';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import { requireBookingAccess } from '../../lib/booking-access';
import type { MailService } from '../mail/mail.service';
import type { PayableBooking, PayableBookings } from './payable-bookings';
import type { PaymentsRepo } from './payments.repo';
import type { PaymentsService } from './payments.service';
import type { PaymentProvider } from './provider';
import { recheckPolicy } from './recheck-policy';

/** Open checkouts of a booking looked at before it is cancelled (one of them may have been paid). */
const OPEN_ATTEMPTS_CHECKED = 10;

export interface CancelledBooking {
  kind: PayableBookingKind;
  id: string;
  cancelledAt: Date;
  /** True when a verified payment was received for it: the team refunds it. */
  paid: boolean;
  /** What happens now, for the screen (CANCELLED_PAID or CANCELLED_UNPAID). */
  message: string;
}

export interface BookingCancelDeps {
  repo: PaymentsRepo;
  provider: Pick<PaymentProvider, 'closeCheckout'>;
  payments: Pick<PaymentsService, 'settle'>;
  bookings: PayableBookings;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  /** The team's address (SITE_EMAIL): told of every cancellation, and of every refund to make. */
  teamEmail: string;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** What else ends with the booking, in its transaction (a mentor booking's sessions give their times back). */
  onCancelled?: ((kind: PayableBookingKind, bookingId: string, tx: Tx) => Promise<void>) | undefined;
}

/**
 * Cancel Booking (issue 20): the booker, holding the booking's token, cancels it on the server, not only in their
 * browser. The booking is marked cancelled once, its open checkouts are closed where the provider allows, no payment
 * can start afterwards, and both the booker and the team are mailed, saying what happens to money already paid.
 * A second cancel answers the same and mails nobody again.
 */
export class BookingCancelService {
  private readonly now: () => Date;

  constructor(private readonly deps: BookingCancelDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async cancel(input: unknown): Promise<CancelledBooking> {
    const { kind, bookingId, token } = parseInput(CancelBookingSchema, input);
    const source = this.deps.bookings[kind];
    if (!source) throw new AppError('UNAVAILABLE', CHECKOUT_UNAVAILABLE);
    const booking = requireBookingAccess((await this.deps.repo.findBooking(source, bookingId)) ?? undefined, token);
    if (booking.cancelledAt) return answer(kind, booking, booking.cancelledAt);

    // A checkout may have been paid without us hearing of it yet: settle first, so the answer says the truth.
    const since = new Date(this.now().getTime() - recheckPolicy.stopAfterMs);
    const open = await this.deps.repo.openAttempts(kind, booking.id, since, OPEN_ATTEMPTS_CHECKED);
    for (const attempt of open) await this.deps.payments.settle(attempt.txRef);

    const at = this.now();
    const current = await this.deps.repo.transaction(async (repo, tx) => {
      const changed = await repo.cancelBooking(source, booking.id, at);
      const row = await repo.findBooking(source, booking.id);
      if (!row) throw new Error(`booking ${kind} ${booking.id} vanished`);
      if (!changed) return row; // cancelled at the same moment by another request: it mailed
      await this.deps.onCancelled?.(kind, booking.id, tx);
      const paid = row.paymentStatus === 'PAID';
      const data = {
        name: row.customer.name,
        item: row.item,
        amountKobo: row.amountKobo,
        paid,
        reference: row.id,
        refundDays: REFUND_WORKING_DAYS,
      };
      await this.deps.mail.enqueue(tx, {
        to: row.customer.email,
        template: 'booking-cancelled',
        data: { ...data, forTeam: false },
      });
      await this.deps.mail.enqueue(tx, {
        to: this.deps.teamEmail,
        template: 'booking-cancelled',
        data: { ...data, forTeam: true, email: row.customer.email, phone: row.customer.phone ?? '' },
      });
      return row;
    });
    this.deps.mail.kick();
    for (const attempt of open) {
      await this.deps.provider.closeCheckout(attempt.txRef).catch((error: unknown) => {
        this.deps.log.warn(
          { err: error, txRef: attempt.txRef },
          'payments: an open checkout of a cancelled booking could not be closed',
        );
      });
    }
    this.deps.log.info(
      { kind, bookingId: booking.id, paid: current.paymentStatus === 'PAID' },
      'payments: booking cancelled by its booker',
    );
    return answer(kind, current, current.cancelledAt ?? at);
  }
}

function answer(kind: PayableBookingKind, booking: PayableBooking, cancelledAt: Date): CancelledBooking {
  const paid = booking.paymentStatus === 'PAID';
  return { kind, id: booking.id, cancelledAt, paid, message: paid ? CANCELLED_PAID : CANCELLED_UNPAID };
}
