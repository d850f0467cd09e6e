import type { FastifyBaseLogger } from 'fastify';
import type { PayableBookingKind, PaymentAttemptStatus } from '@eazy2con/shared/payments';
import type { MailService } from '../mail/mail.service';
import type { PayableBookings } from './payable-bookings';
import type { PaymentsRepo } from './payments.repo';
import type { PaymentProvider } from './provider';
import type { PaymentSettled } from './payment-settlement';
import type { SavedCards } from './saved-cards.service';
import type { Tx } from '../../db/transaction';

/** What PaymentsService is built from, and the shapes it answers (kept apart so the service file holds rules only). */
export interface PaymentsDeps {
  repo: PaymentsRepo;
  provider: PaymentProvider;
  bookings: PayableBookings;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  publicUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Told after a payment settled as paid and committed (the admin kids list refreshes on it). */
  onPaid?: (kind: PayableBookingKind, bookingId: string) => void;
  /** "Payment settled", inside the settling transaction: the one place money counts (payment-settlement.ts). */
  onSettled?: (event: PaymentSettled, tx: Tx) => Promise<void>;
  /** Keeps the card of a verified payment whose payer asked to save it (decision 0045). */
  cards?: Pick<SavedCards, 'keepVerified'>;
}

export interface SettleHint {
  /** The provider's transaction id from the redirect or the webhook: verified first, never believed. */
  transactionId?: string | null;
  /** The redirect's status: 'cancelled' lets "no transaction" close the payment as cancelled. */
  status?: string | null;
}

export interface PaymentResult {
  status: PaymentAttemptStatus;
  bookingKind: PayableBookingKind;
  bookingId: string;
  txRef: string;
  /** What this payment was for (the stored booking's description) and its amount: the result screen shows both. */
  item: string;
  amountKobo: number;
}
