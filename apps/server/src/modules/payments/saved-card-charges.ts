import type { FastifyBaseLogger } from 'fastify';
import { paymentResultRoutes } from '@eazy2con/shared/payments';
import { SavedCardChargeSchema, type SavedCardChargeInput } from '@eazy2con/shared/validation/saved-cards';
import { AppError } from '../../lib/app-error';
import type { SealedSecrets } from '../../lib/sealed-secret';
import { parseInput } from '../../lib/validate';
import { BOOKING_NOT_FOUND, ensurePayable, sourceOf } from './manual-transfer';
import type { PaymentRow } from './payments.schema';
import type { PaymentsRepo } from './payments.repo';
import type { PaymentsDeps, SettleHint } from './payments.types';
import type { PaymentProvider } from './provider';
import { recheckPolicy } from './recheck-policy';
import type { SavedCards, UnusableCardReason } from './saved-cards.service';

/**
 * What a saved-card charge came to (decision 0045):
 * - `paid`: the provider verified it successful and it was settled like any card payment (the booking PAID, the
 *   ledger, the receipt); `counted` is false when the booking had been paid another way meanwhile (this payment is
 *   then flagged booking_already_paid, to be given back);
 * - `needs_authorisation`: the card's bank asks the payer to approve it (3-D Secure): send them `authorizationUrl`;
 *   it settles when they come back, or by the webhook or the re-check job;
 * - `declined`: the provider refused it, in its words (`message`);
 * - `pending`: no usable answer yet (a timeout is not a decline): the re-check job verifies it, and asking again
 *   with the same input answers where it stands;
 * - `unusable`: nothing was charged: the card is removed, expired, of the other provider, not the booking payer's,
 *   or its token cannot be opened. Pay another way (a transfer invoice).
 */
export type SavedCardChargeOutcome =
  | { outcome: 'paid'; txRef: string; paymentId: string; paidKobo: number; counted: boolean }
  | { outcome: 'needs_authorisation'; txRef: string; paymentId: string; authorizationUrl: string }
  | { outcome: 'declined'; txRef: string; paymentId: string; message: string }
  | { outcome: 'pending'; txRef: string; paymentId: string; reason: string }
  | { outcome: 'unusable'; reason: UnusableCardReason | 'not_payer' };

export const DECLINED_WITHOUT_WORDS = 'The card was declined';

export interface SavedCardChargesDeps {
  repo: PaymentsRepo;
  cards: Pick<SavedCards, 'chargeable'>;
  provider: PaymentProvider;
  bookings: PaymentsDeps['bookings'];
  /** The one settlement (PaymentsService.settle): a charge counts only once it has verified it. */
  settle: (txRef: string, hint?: SettleHint) => Promise<PaymentRow | null>;
  /** Keys the tx_refs of charges, so a card and booking id alone do not tell anyone the reference. */
  references: SealedSecrets;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** How many of a booking's recent attempts are verified before a card is charged (one may have been paid). */
const OPEN_ATTEMPTS_CHECKED = 3;

/**
 * Charges saved cards for other modules (the renewal job) as payment attempts of a payable booking (a membership's
 * cycle is one): a row in payments for the booking's stored amount, settled by the same settle() as every card
 * payment, so the webhook, the re-check job, the ledger and the receipt treat it alike. The same card, booking and
 * attempt always name the same tx_ref: asking again answers where that charge stands and never charges twice.
 */
export class SavedCardCharges {
  constructor(private readonly deps: SavedCardChargesDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async charge(input: SavedCardChargeInput): Promise<SavedCardChargeOutcome> {
    const { cardId, bookingKind, bookingId, attempt, narration } = parseInput(SavedCardChargeSchema, input);
    const txRef = this.txRefOf(`${cardId}:${bookingKind}:${bookingId}:${attempt}`);
    const asked = await this.deps.repo.byTxRef(txRef);
    if (asked) return this.standing(asked);

    const chargeable = await this.deps.cards.chargeable(cardId);
    if ('unusable' in chargeable) return { outcome: 'unusable', reason: chargeable.unusable };
    const source = sourceOf(this.deps, bookingKind);
    if (!(await this.deps.repo.findBooking(source, bookingId))) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    // An earlier checkout or charge may have been paid without us hearing of it yet: ask first, so a paid booking is
    // not charged again (a paid, cancelled or free booking answers CONFLICT, as startPayment does).
    const since = new Date(this.now().getTime() - recheckPolicy.stopAfterMs);
    for (const open of await this.deps.repo.openAttempts(bookingKind, bookingId, since, OPEN_ATTEMPTS_CHECKED)) {
      await this.deps.settle(open.txRef);
    }
    const booking = await this.deps.repo.findBooking(source, bookingId);
    if (!booking) throw new Error(`booking ${bookingKind} ${bookingId} vanished`);
    ensurePayable(booking);
    // The card is charged only for a booking of the person it belongs to (Flutterwave's token is for that e-mail).
    if (chargeable.card.email !== booking.customer.email.trim().toLowerCase()) {
      return { outcome: 'unusable', reason: 'not_payer' };
    }

    const payment = await this.deps.repo.insertOnce({
      txRef,
      bookingKind,
      bookingId,
      amountKobo: booking.amountKobo,
      currency: 'NGN',
      provider: this.deps.provider.name,
      savedCardId: cardId,
      nextCheckAt: new Date(this.now().getTime() + recheckPolicy.firstAfterMs),
    });
    // Asked twice at once: the other call charges.
    if (!payment) return this.standing(await this.mustFind(txRef));

    const answer = await this.deps.provider.chargeSavedCard({
      token: chargeable.token,
      email: chargeable.card.email,
      name: booking.customer.name,
      amountKobo: booking.amountKobo,
      txRef,
      narration: narration ?? booking.item.slice(0, 80),
      redirectUrl: `${this.deps.publicUrl}${paymentResultRoutes[bookingKind]}`,
    });
    const logged = { txRef, bookingKind, bookingId, savedCardId: cardId };
    this.deps.log.info({ ...logged, answer: answer.outcome }, 'payments: saved card charged');
    switch (answer.outcome) {
      case 'charged':
        return this.standing(await this.settled(txRef, answer.transactionId));
      case 'needs_authorisation':
        return this.standing(await this.deps.repo.update(payment.id, { authorizationUrl: answer.url }));
      case 'declined':
        return this.standing(await this.declined(txRef, answer.transactionId, answer.message));
      case 'unknown':
        this.deps.log.warn({ ...logged, reason: answer.reason }, 'payments: no answer to a saved-card charge');
        return { outcome: 'pending', txRef, paymentId: payment.id, reason: answer.reason };
    }
  }

  /** Where a saved-card charge stands, from its payment row (settled, waiting for the payer, declined, pending). */
  standing(payment: PaymentRow): SavedCardChargeOutcome {
    const { txRef, id: paymentId } = payment;
    if (payment.status === 'successful') {
      const counted = payment.flag !== 'booking_already_paid';
      return { outcome: 'paid', txRef, paymentId, paidKobo: payment.paidKobo ?? payment.amountKobo, counted };
    }
    if (payment.status === 'failed' || payment.status === 'cancelled') {
      return { outcome: 'declined', txRef, paymentId, message: declineMessage(payment) };
    }
    if (payment.authorizationUrl) {
      return { outcome: 'needs_authorisation', txRef, paymentId, authorizationUrl: payment.authorizationUrl };
    }
    return { outcome: 'pending', txRef, paymentId, reason: 'the provider has not confirmed the charge yet' };
  }

  private async settled(txRef: string, transactionId: string | null): Promise<PaymentRow> {
    return (await this.deps.settle(txRef, { transactionId })) ?? this.mustFind(txRef);
  }

  /**
   * A refused charge: verified like any other (a transaction the provider made is judged by its own status). With
   * no transaction to verify, the refusal itself closes the attempt as failed, keeping the provider's words; its
   * re-checks go on, so a charge that went through after all is still found and counted.
   */
  private async declined(txRef: string, transactionId: string | null, message: string): Promise<PaymentRow> {
    const settled = await this.settled(txRef, transactionId);
    if (settled.status !== 'pending') {
      return settled.providerMessage ? settled : this.deps.repo.update(settled.id, { providerMessage: message });
    }
    return this.deps.repo.transaction(async (repo) => {
      const current = await repo.lockByTxRef(txRef);
      if (!current) throw new Error(`payment ${txRef} vanished`);
      if (current.status !== 'pending') return current;
      // As a failed card checkout is shown on its booking (never over a payment: setPayment keeps PAID).
      const source = sourceOf(this.deps, current.bookingKind);
      await repo.setBookingPayment(source, current.bookingId, { status: 'FAILED', txRef });
      return repo.update(current.id, { status: 'failed', providerMessage: message });
    });
  }

  private async mustFind(txRef: string): Promise<PaymentRow> {
    const row = await this.deps.repo.byTxRef(txRef);
    if (!row) throw new Error(`payment ${txRef} vanished`);
    return row;
  }

  /** `e2c-<uuid>` (the result route's format), the same for the same charge, unguessable without the server key. */
  private txRefOf(charge: string): string {
    const bytes = Buffer.from(this.deps.references.fingerprint(charge), 'base64url').subarray(0, 16);
    bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80; // version 8: a custom UUID
    bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // the RFC 9562 variant
    const hex = bytes.toString('hex');
    return `e2c-${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

/** The provider's words on a refused charge: kept when refused, else its verification's processor response. */
function declineMessage(payment: PaymentRow): string {
  if (payment.providerMessage) return payment.providerMessage;
  const said =
    typeof payment.verification === 'object' && payment.verification !== null
      ? (payment.verification as { processor_response?: unknown }).processor_response
      : null;
  return typeof said === 'string' && said.trim() ? said : DECLINED_WITHOUT_WORDS;
}
