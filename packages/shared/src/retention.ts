/**
 * Keep periods that both the server's retention purge and the privacy page state, so the page says what the job does.
 */

/**
 * Mail held in the outbox because no mail server is set (SMTP_URL unset): the team reads it in the back office, and
 * after this many days it is deleted, sent or not.
 */
export const HELD_MAIL_KEEP_DAYS = 30;

/**
 * Checkouts of the built-in sandbox payment provider (no Flutterwave key set): test payments, deleted after this many
 * days. The payment records of the bookings stay as booking records.
 */
export const SANDBOX_CHECKOUT_KEEP_DAYS = 30;
