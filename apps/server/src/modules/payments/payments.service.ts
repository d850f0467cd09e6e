import { randomUUID } from 'node:crypto';
import {
  CHECKOUT_UNAVAILABLE,
  PAYMENT_NOT_FOUND,
  paymentResultRoutes,
  type PayableBookingKind,
} from '@eazy2con/shared/payments';
import { SettlePaymentSchema, StartPaymentSchema, TxRefSchema } from '@eazy2con/shared/validation/payments';
import { SaveCardChoiceSchema } from '@eazy2con/shared/validation/saved-cards';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import { NO_ACCOUNT, type ConfirmedEmail } from '../../lib/booking-access';
import type { PayableBooking, PayableBookingSource } from './payable-bookings';
import type { PaymentRow } from './payments.schema';
import type { PaymentsRepo } from './payments.repo';
import type { PaymentProvider, Verification } from './provider';
import { judge, movesForward, type Verdict } from './verdict';
import { nextCheck, RECHECK_LEASE_MS, recheckPolicy } from './recheck-policy';
import { countPayment, holdTransfer } from './payment-settlement';
import { ensurePayable, recordManualTransfer, sourceOf } from './manual-transfer';
import { requirePayableAccess } from './payable-access';
import { cardSaverFor, keepAskedCard, NO_CARD_SAVER, type CardSaverOf } from './card-consent';
import type { PaymentResult, PaymentsDeps, SettleHint } from './payments.types';

export type { PaymentResult, PaymentsDeps, SettleHint } from './payments.types';

export { BOOKING_NOT_FOUND, TRANSFER_REFERENCE_USED } from './manual-transfer';

/** Earlier checkouts of a booking looked at again before a new one starts (one of them may have been paid). */
const OPEN_ATTEMPTS_CHECKED = 3;

/**
 * Card payments for bookings. The server prices the checkout from the stored booking, and a payment counts only
 * once settle() has verified it with the provider: the redirect, the webhook and the re-verify job all lead there.
 */
export class PaymentsService {
  private readonly now: () => Date;

  constructor(private readonly deps: PaymentsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  get providerName(): PaymentProvider['name'] {
    return this.deps.provider.name;
  }

  /**
   * Starts a checkout for a booking the caller holds the token of, or owns through their signed-in account (issue
   * 35), keeping the card for renewals if its payer asks and may (card-consent.ts); answers the provider's link.
   */
  async start(
    input: unknown,
    confirmedEmail: ConfirmedEmail = NO_ACCOUNT,
    cardSaverOf: CardSaverOf = NO_CARD_SAVER,
  ): Promise<{ link: string; txRef: string }> {
    const { kind, bookingId, token } = parseInput(StartPaymentSchema, input);
    const { saveCard } = parseInput(SaveCardChoiceSchema, input);
    const source = this.source(kind);
    const booking = await requirePayableAccess(
      await this.deps.repo.findBooking(source, bookingId),
      token,
      confirmedEmail,
    );
    ensurePayable(booking);
    const saveCardFor = await cardSaverFor(booking, saveCard, cardSaverOf);

    // An earlier checkout may have been paid without us hearing of it yet (closed tab, late webhook): ask first,
    // so a paid booking is not charged again.
    const since = new Date(this.now().getTime() - recheckPolicy.stopAfterMs);
    for (const attempt of await this.deps.repo.openAttempts(kind, booking.id, since, OPEN_ATTEMPTS_CHECKED)) {
      await this.settle(attempt.txRef);
    }
    const current = await this.deps.repo.findBooking(source, booking.id);
    if (!current) throw new Error(`booking ${kind} ${booking.id} vanished`);
    ensurePayable(current);

    const now = this.now();
    const payment = await this.deps.repo.insert({
      txRef: `e2c-${randomUUID()}`,
      bookingKind: kind,
      bookingId: current.id,
      amountKobo: current.amountKobo,
      currency: 'NGN',
      provider: this.deps.provider.name,
      nextCheckAt: new Date(now.getTime() + recheckPolicy.firstAfterMs),
      saveCardFor,
    });
    const checkout = await this.deps.provider.startCheckout({
      txRef: payment.txRef,
      amountKobo: payment.amountKobo,
      currency: 'NGN',
      redirectUrl: `${this.deps.publicUrl}${paymentResultRoutes[kind]}`,
      customer: current.customer,
      meta: { bookingKind: kind, bookingId: current.id },
    });
    if (!checkout.ok) {
      this.deps.log.error(
        { txRef: payment.txRef, provider: this.providerName, reason: checkout.reason },
        'payments: checkout could not start',
      );
      // Nobody received a link, so nothing can be paid on this reference.
      await this.deps.repo.update(payment.id, { status: 'cancelled', nextCheckAt: null });
      throw new AppError('UNAVAILABLE', CHECKOUT_UNAVAILABLE);
    }
    this.deps.log.info(
      { txRef: payment.txRef, kind, bookingId: current.id, amountKobo: payment.amountKobo },
      'payments: checkout started',
    );
    return { link: checkout.link, txRef: payment.txRef };
  }

  /** The result screen's call: settles the payment named in its URL and says where it stands. */
  async settleResult(input: {
    txRef: string;
    transactionId?: string | null;
    status?: string | null;
  }): Promise<PaymentResult> {
    // A reference that is not in our format cannot be ours: the same answer as an unknown one.
    if (!TxRefSchema.safeParse(input.txRef).success) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
    const { txRef, transactionId, status } = parseInput(SettlePaymentSchema, input);
    const payment = await this.settle(txRef, { transactionId, status });
    if (!payment) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
    const booking = await this.deps.repo.findBooking(this.source(payment.bookingKind), payment.bookingId);
    return {
      status: payment.status,
      bookingKind: payment.bookingKind,
      bookingId: payment.bookingId,
      txRef: payment.txRef,
      item: booking?.item ?? '',
      amountKobo: payment.amountKobo,
    };
  }

  /**
   * The one way a payment's outcome is decided. Verifies with the provider (outside any transaction), judges the
   * answer (verdict.ts), then writes the payment and its booking in one transaction under the payment's row lock:
   * a second settlement of the same payment, at once or later, finds it decided and changes nothing. Answers the
   * payment as it now stands, or null when the tx_ref is not ours.
   */
  async settle(txRef: string, hint: SettleHint = {}): Promise<PaymentRow | null> {
    const payment = await this.deps.repo.byTxRef(txRef);
    if (!payment) {
      this.deps.log.warn({ txRef }, 'payments: settle asked for an unknown tx_ref');
      return null;
    }
    if (payment.status === 'successful') return payment;
    if (payment.provider !== this.deps.provider.name) {
      // Made with the other provider (the configuration changed since): it cannot be asked about any more.
      return this.deps.repo.update(payment.id, { nextCheckAt: null });
    }

    const verification = await this.verify(payment, hint.transactionId ?? null);
    const now = this.now();
    // A transfer account can no longer be paid some time after its own expiry; a card checkout after its lifetime.
    const payableUntil = payment.expiresAt
      ? payment.expiresAt.getTime() + recheckPolicy.transferGraceMs
      : payment.createdAt.getTime() + recheckPolicy.checkoutLifetimeMs;
    const verdict = judge(payment, verification, {
      cancelledHint: hint.status === 'cancelled',
      expired: now.getTime() > payableUntil,
    });
    if (verdict.refused) {
      this.deps.log.warn(
        { txRef, bookingKind: payment.bookingKind, bookingId: payment.bookingId, refused: verdict.refused },
        'payments: verification refused',
      );
    }

    const { row, receipt } = await this.deps.repo.transaction(async (repo, tx) => {
      const current = await repo.lockByTxRef(txRef);
      if (!current) throw new Error(`payment ${txRef} vanished`);
      if (current.status === 'successful') return { row: current, receipt: false };
      return this.apply(repo, tx, current, verdict, now);
    });
    if (receipt) {
      this.deps.mail.kick();
      this.deps.onPaid?.(row.bookingKind, row.bookingId);
    }
    return row;
  }

  /**
   * The re-verify job's work: settles the payments whose next check is due (claimed, so several instances share
   * the work), one after another. Answers how many were looked at.
   */
  async recheckDue(now: Date = this.now(), limit = 20): Promise<number> {
    const due = await this.deps.repo.claimDue(now, limit, RECHECK_LEASE_MS);
    for (const payment of due) {
      try {
        await this.settle(payment.txRef);
      } catch (error) {
        this.deps.log.error({ err: error, txRef: payment.txRef }, 'payments: re-verify failed');
      }
    }
    return due.length;
  }

  private async verify(payment: PaymentRow, transactionId: string | null): Promise<Verification> {
    if (transactionId) {
      const byId = await this.deps.provider.verify({ transactionId });
      if (byId.state === 'found' && byId.txRef === payment.txRef) return byId;
      if (byId.state === 'unknown') return byId;
      if (byId.state === 'found') {
        this.deps.log.warn(
          { txRef: payment.txRef, transactionId, namesTxRef: byId.txRef },
          'payments: the transaction id given belongs to another tx_ref',
        );
      }
      // A wrong or missing transaction id must not hide a real payment: ask by our own reference as well.
    }
    return this.deps.provider.verify({ txRef: payment.txRef });
  }

  private async apply(
    repo: PaymentsRepo,
    tx: Tx,
    current: PaymentRow,
    verdict: Verdict,
    now: Date,
  ): Promise<{ row: PaymentRow; receipt: boolean }> {
    const checks = current.checks + 1;
    const nextCheckAt = nextCheck(current, verdict.status, checks, now);
    if (verdict.status === 'pending' || !movesForward(current.status, verdict.status)) {
      return { row: await repo.update(current.id, { checks, nextCheckAt }), receipt: false };
    }
    if (verdict.status === 'cancelled') {
      return {
        row: await repo.update(current.id, {
          status: 'cancelled',
          verification: verdict.verification,
          checks,
          nextCheckAt,
        }),
        receipt: false,
      };
    }
    const source = this.source(current.bookingKind);
    const outcome = {
      providerTxId: verdict.providerTxId,
      paidKobo: verdict.paidKobo,
      verification: verdict.verification,
      checks,
      nextCheckAt,
    };
    if (current.method === 'bank_transfer' && verdict.flag && verdict.flag !== 'booking_already_paid') {
      // Short, excess or another currency: held for an admin, never settled as paid.
      return {
        row: await holdTransfer(repo, tx, this.deps, { payment: current, change: outcome, flag: verdict.flag, now }),
        receipt: false,
      };
    }
    if (verdict.status === 'failed') {
      // A failed transfer says nothing about the booking; a failed card checkout is shown on it.
      if (current.method === 'card')
        await repo.setBookingPayment(source, current.bookingId, { status: 'FAILED', txRef: current.txRef });
      return {
        row: await repo.update(current.id, { status: 'failed', flag: verdict.flag, ...outcome }),
        receipt: false,
      };
    }

    if (verdict.flag) {
      this.deps.log.warn(
        { txRef: current.txRef, flag: verdict.flag, bookingKind: current.bookingKind, bookingId: current.bookingId },
        'payments: paid, with money to give back',
      );
    }
    const { row } = await countPayment(repo, tx, this.deps, {
      payment: current,
      source,
      change: { ...outcome, flag: verdict.flag },
      method: current.method,
      now,
    });
    // Only a card its payer asked to keep, and only now that the provider verified the payment (decision 0045).
    if (verdict.card) await keepAskedCard(this.deps.cards, { repo, tx, source, payment: current, card: verdict.card });
    this.deps.log.info(
      { txRef: current.txRef, bookingKind: current.bookingKind, bookingId: current.bookingId, method: current.method },
      'payments: payment settled',
    );
    return { row, receipt: true };
  }

  /** A bank transfer an admin saw arrive, recorded in the caller's transaction (manual-transfer.ts). */
  recordTransfer(
    tx: Tx,
    input: { kind: PayableBookingKind; bookingId: string; reference: string },
    now: Date = this.now(),
  ): Promise<{ payment: PaymentRow; before: PayableBooking }> {
    return recordManualTransfer(this.deps, tx, input, now);
  }

  private source(kind: PayableBookingKind): PayableBookingSource {
    return sourceOf(this.deps, kind);
  }
}
