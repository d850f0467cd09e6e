/**
 * What every booking flow shares (spec 2 §3, §4, §9): where the browser keeps a pending booking, what the server
 * charges, and the payment states a booking moves through. Amounts are computed on the server from the plan and the
 * counts, and stored in kobo; the browser shows the same figures from these functions but never sends them.
 */
import { adultPlanAmount, kidPlanAmount, nairaToKobo, type AdultPlanType, type KidPlanType } from './plans';
import { campTuition } from './weekend-camp';
import type { PendingBookingKind } from './pending-booking-keys';

export { pendingBookingKeys, type PendingBookingKind } from './pending-booking-keys';

/**
 * A booking's payment state. NOT_REQUIRED: free (trial). AWAITING_PAYMENT: created, nothing paid yet (also after
 * Pay Later: `transferOption` says a bank transfer is expected). PAID / FAILED: set only by the server after the
 * payment provider verified the transaction (the payments work), never by the browser.
 */
export const paymentStatuses = ['NOT_REQUIRED', 'AWAITING_PAYMENT', 'PAID', 'FAILED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Bootcamp (spec 2 §9): a one-time fee, ten seats. */
export const BOOTCAMP_FEE_NAIRA = 20_000;
export const BOOTCAMP_SLOTS = 10;

/** Seats left: ten minus the registrations, never below zero. */
export const bootcampSlotsLeft = (registrations: number): number => Math.max(0, BOOTCAMP_SLOTS - registrations);

export const adultBookingAmountKobo = (type: AdultPlanType, optionId?: string | null): number =>
  nairaToKobo(adultPlanAmount(type, optionId));
export const kidBookingAmountKobo = (type: KidPlanType, optionId?: string | null): number =>
  nairaToKobo(kidPlanAmount(type, optionId));
export const campTuitionKobo = (kids: number): number => nairaToKobo(campTuition(kids));
export const bootcampFeeKobo = (): number => nairaToKobo(BOOTCAMP_FEE_NAIRA);

/** Naira for display from a stored kobo amount. */
export const koboToNaira = (kobo: number): number => kobo / 100;

/**
 * What the invoice page receives in navigation state (spec 2 §2): who is billed, for what, and how much (naira).
 * `item` is e.g. 'Mentor', 'Weekend Camp', 'Bootcamp Payment'.
 */
export interface InvoiceState {
  name: string;
  email: string;
  amount: number;
  item: string;
  /**
   * The stored booking the invoice is for, with its token: the invoice page then shows the booking's figures as the
   * server has them (and its transfer reference), not these.
   */
  booking?: { kind: PendingBookingKind; id: string; token: string };
}
