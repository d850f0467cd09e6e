import { boolean, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { paymentStatuses } from '@eazy2con/shared/bookings';

/**
 * The columns every paid booking carries (BookAmentor, BookKidmentor, Bootcamp): the amount the server computed,
 * the browser's access token hash (booking-access.ts), whether the booker chose a bank transfer, and the payment
 * state with the provider's transaction reference, and when the booker cancelled it. The payments work writes paymentStatus/paymentTxRef only after
 * the provider verifies a transaction.
 */
export const paymentColumns = () => ({
  amountKobo: integer('amount_kobo').notNull(),
  accessTokenHash: text('access_token_hash').notNull(),
  transferOption: boolean('transfer_option').notNull().default(false),
  paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('AWAITING_PAYMENT'),
  paymentTxRef: text('payment_tx_ref'),
  /** Set once when the booker cancels (cancelBooking): no payment can start afterwards. */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
});
