/**
 * The chart of accounts and how each fact is posted (issue 23, decision 0033). Pure: every function here turns a
 * fact into lines that sum to zero; the service stores them. Positive is a debit, negative a credit.
 */

export const CASH = 'cash';
export const PLATFORM_FEES = 'platform_fees';
export const PLATFORM_REVENUE = 'platform_revenue';
export const mentorPending = (mentorId: string) => `mentor_pending:${mentorId}`;
export const mentorAvailable = (mentorId: string) => `mentor_available:${mentorId}`;
export const payoutsInFlight = (mentorId: string) => `payouts_in_flight:${mentorId}`;

/** One line of a posting. `mentorId` is filled from the account name by the service when it names a mentor. */
export interface LedgerLine {
  account: string;
  amountKobo: number;
  bookingKey?: string | null;
}

/** A fact to record once: `source` is its idempotency key. */
export interface Posting {
  source: string;
  memo: string;
  lines: LedgerLine[];
}

const MENTOR_ACCOUNT = /^(mentor_pending|mentor_available|payouts_in_flight):([0-9a-f-]{36})$/;

/** The mentor an account belongs to, or null for the platform's own accounts. */
export function mentorOfAccount(account: string): string | null {
  return MENTOR_ACCOUNT.exec(account)?.[2] ?? null;
}

/** `{kind}:{id}`: how entries name the booking a fact is about. */
export const bookingKey = (kind: string, bookingId: string) => `${kind}:${bookingId}`;

/** The platform's fee on an amount: whole kobo, rounded half up. */
export function feeOf(amountKobo: number, feePercent: number): number {
  return Math.round((amountKobo * feePercent) / 100);
}

/** Lines with a zero amount say nothing; they are left out (the table refuses them). */
const nonZero = (lines: LedgerLine[]) => lines.filter((line) => line.amountKobo !== 0);

export interface SettledPaymentFact {
  paymentId: string;
  amountKobo: number;
  /** The booking's mentor; null when the payment is the platform's alone (camp, bootcamp, no mentor named). */
  mentorId: string | null;
  bookingKey: string;
  feePercent: number;
  memo: string;
}

/** A settled payment: the cash came in; the fee is the platform's, the rest the mentor's, pending until earned. */
export function paymentPosting(fact: SettledPaymentFact): Posting {
  const { amountKobo: a, bookingKey: key } = fact;
  const source = `payment:${fact.paymentId}`;
  if (!fact.mentorId) {
    return {
      source,
      memo: fact.memo,
      lines: nonZero([
        { account: CASH, amountKobo: a, bookingKey: key },
        { account: PLATFORM_REVENUE, amountKobo: -a, bookingKey: key },
      ]),
    };
  }
  const fee = feeOf(a, fact.feePercent);
  return {
    source,
    memo: fact.memo,
    lines: nonZero([
      { account: CASH, amountKobo: a, bookingKey: key },
      { account: PLATFORM_FEES, amountKobo: -fee, bookingKey: key },
      { account: mentorPending(fact.mentorId), amountKobo: -(a - fee), bookingKey: key },
    ]),
  };
}

/** The fact of one held session's release (its prefix names the booking, so a booking's releases can be counted). */
export const sessionReleaseSource = (key: string, sessionId: string) => `release:session:${key}:${sessionId}`;

/** Part of a mentor's pending share becomes earned (a session held, or the cycle ended). */
export function releasePosting(
  source: string,
  memo: string,
  mentorId: string,
  key: string,
  amountKobo: number,
): Posting {
  return {
    source,
    memo,
    lines: nonZero([
      { account: mentorPending(mentorId), amountKobo, bookingKey: key },
      { account: mentorAvailable(mentorId), amountKobo: -amountKobo, bookingKey: key },
    ]),
  };
}

/**
 * One session's share of a booking's mentor share: an equal part, the last session taking the remainder so the
 * parts sum exactly; never more than is still pending (a refund may have taken some).
 */
export function sessionShare(input: {
  shareKobo: number;
  sessions: number;
  released: number;
  pendingKobo: number;
}): number {
  const { shareKobo, sessions, released, pendingKobo } = input;
  if (pendingKobo <= 0) return 0;
  if (released + 1 >= sessions) return pendingKobo;
  return Math.min(Math.floor(shareKobo / Math.max(sessions, 1)), pendingKobo);
}

export type PayoutStage = 'sent' | 'completed' | 'failed';

/** A payout's steps: sent moves earned money in flight; completed lets the cash go; failed gives it back. */
export function payoutPosting(
  payoutId: string,
  stage: PayoutStage,
  mentorId: string,
  amountKobo: number,
  memo: string,
): Posting {
  const source = `payout:${payoutId}:${stage}`;
  const p = amountKobo;
  const lines: Record<PayoutStage, LedgerLine[]> = {
    sent: [
      { account: mentorAvailable(mentorId), amountKobo: p },
      { account: payoutsInFlight(mentorId), amountKobo: -p },
    ],
    completed: [
      { account: payoutsInFlight(mentorId), amountKobo: p },
      { account: CASH, amountKobo: -p },
    ],
    failed: [
      { account: payoutsInFlight(mentorId), amountKobo: p },
      { account: mentorAvailable(mentorId), amountKobo: -p },
    ],
  };
  return { source, memo, lines: nonZero(lines[stage]) };
}

/** What a refund takes back from where, in kobo (all ≥ 0; they sum to the refund). */
export interface RefundSplit {
  fromFees: number;
  fromPending: number;
  fromAvailable: number;
  /** The mentor's part the mentor no longer holds (already paid out): the platform bears it. Flag the refund. */
  fromPlatformShortfall: number;
  /** Payments with no mentor: all of it from the platform's revenue. */
  fromRevenue: number;
}

export interface RefundFact {
  refundKobo: number;
  /** The payment being refunded, as it was posted: its amount, the fee taken, and its mentor (null: none). */
  paymentKobo: number;
  paymentFeeKobo: number;
  mentorId: string | null;
  /** What is still pending for this booking, and what the mentor has available now (from the ledger). */
  bookingPendingKobo: number;
  availableKobo: number;
}

/**
 * A refund reverses the payment pro rata: the fee part from the platform's fees, the mentor part first from what is
 * still pending for the booking, then from what the mentor has available, and what the mentor no longer holds (paid
 * out) from the platform. Never leaves a mentor's available below zero.
 */
export function refundSplit(fact: RefundFact): RefundSplit {
  const zero = { fromFees: 0, fromPending: 0, fromAvailable: 0, fromPlatformShortfall: 0, fromRevenue: 0 };
  if (!fact.mentorId) return { ...zero, fromRevenue: fact.refundKobo };
  const fromFees = Math.round((fact.refundKobo * fact.paymentFeeKobo) / fact.paymentKobo);
  const mentorPart = fact.refundKobo - fromFees;
  const fromPending = Math.min(mentorPart, Math.max(fact.bookingPendingKobo, 0));
  const fromAvailable = Math.min(mentorPart - fromPending, Math.max(fact.availableKobo, 0));
  return {
    ...zero,
    fromFees,
    fromPending,
    fromAvailable,
    fromPlatformShortfall: mentorPart - fromPending - fromAvailable,
  };
}

export function refundPosting(
  refundId: string,
  memo: string,
  mentorId: string | null,
  key: string,
  split: RefundSplit,
): Posting {
  const total =
    split.fromFees + split.fromPending + split.fromAvailable + split.fromPlatformShortfall + split.fromRevenue;
  const lines: LedgerLine[] = [
    { account: CASH, amountKobo: -total, bookingKey: key },
    { account: PLATFORM_FEES, amountKobo: split.fromFees + split.fromPlatformShortfall, bookingKey: key },
    { account: PLATFORM_REVENUE, amountKobo: split.fromRevenue, bookingKey: key },
  ];
  if (mentorId) {
    lines.push({ account: mentorPending(mentorId), amountKobo: split.fromPending, bookingKey: key });
    lines.push({ account: mentorAvailable(mentorId), amountKobo: split.fromAvailable, bookingKey: key });
  }
  return { source: `refund:${refundId}`, memo, lines: nonZero(lines) };
}
