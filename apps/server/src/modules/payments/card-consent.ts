import {
  SAVE_CARD_CONFIRM_EMAIL,
  SAVE_CARD_NEEDS_ACCOUNT,
  SAVE_CARD_OTHER_EMAIL,
} from '@eazy2con/shared/validation/saved-cards';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import type { PayableBooking, PayableBookingSource } from './payable-bookings';
import type { PaymentsRepo } from './payments.repo';
import type { PaymentRow } from './payments.schema';
import type { PaymentsDeps } from './payments.types';
import type { VerifiedCard } from './provider';

/** Who asks to save the card on a checkout: a signed-in account, or nobody (decision 0045). */
export type CardSaver = { userId: string; email: string; emailVerified: boolean } | null;

/** The account asking, read only when a checkout asks to save its card. */
export type CardSaverOf = () => Promise<CardSaver>;

export const NO_CARD_SAVER: CardSaverOf = () => Promise.resolve(null);

const refuse = (message: string) => new AppError('BAD_USER_INPUT', message, { fields: { saveCard: message } });

/**
 * Whose card a checkout may save (decision 0045): none unless the payer ticked "Save this card for renewals"; then
 * only a signed-in account whose confirmed e-mail is the booking's, so the card, the account and the booking name one
 * person (and Flutterwave ties the token to that e-mail). Anything else is refused before the checkout starts, with
 * the reason, and nothing is written. Answers the account id to record on the payment, or null.
 */
export async function cardSaverFor(booking: PayableBooking, saveCard: boolean, saverOf: CardSaverOf) {
  if (!saveCard) return null;
  const saver = await saverOf();
  if (!saver) throw refuse(SAVE_CARD_NEEDS_ACCOUNT);
  if (!saver.emailVerified) throw refuse(SAVE_CARD_CONFIRM_EMAIL);
  if (saver.email.trim().toLowerCase() !== booking.customer.email.trim().toLowerCase()) {
    throw refuse(SAVE_CARD_OTHER_EMAIL);
  }
  return saver.userId;
}

/**
 * In the settling transaction of a payment just verified successful: keeps its card when its payer asked on the
 * checkout (payments.save_card_for), with the booking's e-mail, the one the provider tied the token to.
 */
export async function keepAskedCard(
  cards: PaymentsDeps['cards'],
  at: { repo: PaymentsRepo; tx: Tx; source: PayableBookingSource; payment: PaymentRow; card: VerifiedCard },
): Promise<void> {
  if (!cards || !at.payment.saveCardFor || !at.card.token) return;
  const booking = await at.repo.findBooking(at.source, at.payment.bookingId);
  if (booking) await cards.keepVerified(at.tx, at.payment, at.card, booking.customer.email);
}
