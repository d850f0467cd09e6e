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

/** What decides whether a booking can take a payment. */
export interface PaymentState {
  paymentStatus: PayableBooking['paymentStatus'];
  cancelled: boolean;
  amountKobo: number;
}

/** Why a booking cannot take a payment (paid, cancelled, free), or null when it can. */
function payRefusal(booking: PaymentState): string | null {
  if (booking.paymentStatus === 'PAID') return BOOKING_ALREADY_PAID;
  if (booking.cancelled) return BOOKING_CANCELLED;
  if (booking.paymentStatus === 'NOT_REQUIRED' || booking.amountKobo <= 0) {
    return 'This booking is free: there is nothing to pay';
  }
  return null;
}

/** A booking that can take a payment: not paid, not cancelled, not free. */
export function ensurePayable(booking: PayableBooking): void {
  const refusal = payRefusal({ ...booking, cancelled: booking.cancelledAt !== null });
  if (refusal) throw new AppError('CONFLICT', refusal);
}

/** True when a payment may start for the booking (the rule ensurePayable enforces). */
export const isPayable = (booking: PaymentState): boolean => payRefusal(booking) === null;

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
