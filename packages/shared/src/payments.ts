/**
 * What the server and the web app agree on about card payments (spec 1 §2 payment-result screens, spec 2 §4):
 * where the provider sends the browser back for each kind of booking, the states a payment moves through and the
 * spec's messages. A payment counts only after the server verified it with the provider; the `status` in the
 * result URL is only a hint to go and check.
 */
// Types only: this module is in the web app's first load (the result routes), bookings.ts's prices are not.
import type { PendingBookingKind } from './bookings';

/** The bookings that can be paid by card: the same kinds the browser keeps pending (`pendingBookingKeys`). */
export const payableBookingKinds = [
  'mentor',
  'kidMentor',
  'camp',
  'bootcamp',
  'membershipCycle',
] as const satisfies readonly PendingBookingKind[];
export type PayableBookingKind = (typeof payableBookingKinds)[number];
// Every pending kind is payable, and nothing else: a kind added to pendingBookingKeys must be added here.
const everyPendingKindIsPayable: Record<PendingBookingKind, PayableBookingKind> = {
  mentor: 'mentor',
  kidMentor: 'kidMentor',
  camp: 'camp',
  bootcamp: 'bootcamp',
  membershipCycle: 'membershipCycle',
};
void everyPendingKindIsPayable;

/** The result screen the provider redirects to after checkout, per booking kind (spec 2 §2 routes). */
export const paymentResultRoutes: Record<PayableBookingKind, string> = {
  mentor: '/book-mentor-payment',
  kidMentor: '/success-booking',
  camp: '/weekendcampsuccess',
  bootcamp: '/bootcamp-payment',
  // A membership's next cycle: the mentorship result screen, which settles any kind and says what was paid.
  membershipCycle: '/book-mentor-payment',
};

/**
 * A payment attempt. pending: checkout started, nothing verified yet (or the provider could not be reached);
 * successful: the provider verified the full amount in naira; failed: the provider reported the attempt failed
 * (or it was refused: short amount, other currency); cancelled: the person left checkout without paying.
 */
export const paymentAttemptStatuses = ['pending', 'successful', 'failed', 'cancelled'] as const;
export type PaymentAttemptStatus = (typeof paymentAttemptStatuses)[number];

/** The spec's texts of the payment flow (spec 1 §7, spec 2 §10). */
export const paymentMessages = {
  successful: 'Payment was successful!',
  notSuccessful: 'Payment was not successful but we will reach out to you soon',
  backToWebsite: 'Back To Website',
  checkoutFailed: 'Payment not Successful',
  checkoutIncomplete: 'The Payment Transaction is incomplete',
  settleErrorTitle: 'Something went wrong',
  settleErrorDescription: 'Please copy the link on this page and send using the "Contact Us" page',
  // Not the spec's 'we will reach out to you soon' after a checkout left or refused (issue 20): the person can act now.
  notCompleted: 'Payment not completed',
  notCompletedNext: 'No money was taken. You can try again by card, or pay by bank transfer against an invoice.',
  paidNext:
    'A receipt is on its way to your e-mail. Our team will contact you by e-mail or phone within one working day about your next steps.',
  retryElsewhere:
    'To try again, open your booking page in the browser you booked with, or contact us with the reference above.',
} as const;

/** Seconds the settlement error notice stays (spec 1 §7: 6 s). */
export const SETTLE_ERROR_SECONDS = 6;

/** What the card checkout shows (spec 2 §4 card payment widget). */
export const checkoutCustomizations = { title: 'Payment Portal', description: 'Enrollment Fee' } as const;

/** The payment options asked of the provider (spec 2 §4). */
export const CHECKOUT_PAYMENT_OPTIONS = 'card,mobilemoney,ussd';

export const PAYMENT_NOT_FOUND = 'This payment was not found';
/** A missing invoice and a wrong token answer the same, so a link says nothing to someone without its token. */
export const INVOICE_NOT_FOUND = 'This invoice was not found';
/** Bank-transfer invoices (issue 23). */
export const INVOICE_NOT_PAYABLE = 'This invoice has nothing left to pay by transfer';
export const NO_OPEN_TRANSFER_ACCOUNT = 'This invoice has no open transfer account: renew it first';
export const SANDBOX_ONLY = 'Transfers can only be simulated in the sandbox (no payment keys set)';
export const BOOKING_ALREADY_PAID = 'This booking is already paid';
/** How long the team takes to refund a cancelled booking that was paid (told on the screen and in the mail). */
export const REFUND_WORKING_DAYS = 5;
/** What cancelBooking tells the booker, depending on whether money was received. */
export const CANCELLED_UNPAID = 'Your booking is cancelled. Nothing was paid, so there is nothing to refund.';
export const CANCELLED_PAID = `Your booking is cancelled. You had paid for it: our team refunds the payment to the card or account it came from within ${REFUND_WORKING_DAYS} working days, and e-mails you when it is sent.`;
/** startPayment of a booking its booker cancelled. */
export const BOOKING_CANCELLED = 'This booking was cancelled, so it cannot be paid. Please make a new booking.';
export const CHECKOUT_UNAVAILABLE =
  'Card payment is not available right now. Please try again in a few minutes, or choose Pay Later.';
