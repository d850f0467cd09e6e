import { randomUUID } from 'node:crypto';
import {
  BOOKING_ALREADY_PAID,
  BOOKING_CANCELLED,
  CHECKOUT_UNAVAILABLE,
  type PayableBookingKind,
} from '@eazy2con/shared/payments';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { PayableBooking, PayableBookingSource } from './payable-bookings';
import type { PaymentRow } from './payments.schema';
import { countPayment } from './payment-settlement';
import type { PaymentsDeps } from './payments.types';

export const BOOKING_NOT_FOUND = 'This booking was not found';
export const TRANSFER_REFERENCE_USED = 'This transfer reference has already paid a booking';

/** A booking that can take a payment: not paid, not cancelled, not free. */
export function ensurePayable(booking: PayableBooking): void {
  if (booking.paymentStatus === 'PAID') throw new AppError('CONFLICT', BOOKING_ALREADY_PAID);
  if (booking.cancelledAt) throw new AppError('CONFLICT', BOOKING_CANCELLED);
  if (booking.paymentStatus === 'NOT_REQUIRED' || booking.amountKobo <= 0) {
    throw new AppError('CONFLICT', 'This booking is free: there is nothing to pay');
  }
}

export function sourceOf(deps: Pick<PaymentsDeps, 'bookings'>, kind: PayableBookingKind): PayableBookingSource {
  const source = deps.bookings[kind];
  if (!source) throw new AppError('UNAVAILABLE', CHECKOUT_UNAVAILABLE);
  return source;
}

/**
 * A bank transfer an admin saw arrive (issue 13): recorded as a successful payment of provider 'transfer' for the
 * booking's own amount (never one typed by the admin), the booking marked PAID and the receipt queued, all in the
 * caller's transaction (with its audit row). A reference pays one booking only.
 */
export async function recordManualTransfer(
  deps: PaymentsDeps,
  tx: Tx,
  input: { kind: PayableBookingKind; bookingId: string; reference: string },
  now: Date,
): Promise<{ payment: PaymentRow; before: PayableBooking }> {
  const repo = deps.repo.in(tx);
  const source = sourceOf(deps, input.kind);
  const booking = await repo.findBooking(source, input.bookingId);
  if (!booking) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
  ensurePayable(booking);
  if (await repo.byProviderTx('transfer', input.reference)) throw new AppError('CONFLICT', TRANSFER_REFERENCE_USED);
  const created = await repo.insert({
    txRef: `transfer-${randomUUID()}`,
    bookingKind: input.kind,
    bookingId: booking.id,
    amountKobo: booking.amountKobo,
    currency: 'NGN',
    provider: 'transfer',
    nextCheckAt: null,
  });
  const { row: payment, paidNow } = await countPayment(repo, tx, deps, {
    payment: created,
    source,
    change: {
      providerTxId: input.reference,
      paidKobo: booking.amountKobo,
      verification: { transferReference: input.reference },
    },
    method: 'manual_transfer',
    now,
  });
  if (!paidNow) throw new AppError('CONFLICT', BOOKING_ALREADY_PAID);
  return { payment, before: booking };
}
