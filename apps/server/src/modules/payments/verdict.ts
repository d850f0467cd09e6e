import type { PaymentAttemptStatus } from '@eazy2con/shared/payments';
import type { PaymentFlag } from './payments.schema';
import type { Verification, VerifiedCard } from './provider';

/** What one verification means for a payment (contract §4.4), before it is written. */
export type Verdict =
  | {
      status: 'successful' | 'failed';
      providerTxId: string;
      paidKobo: number;
      flag: PaymentFlag | null;
      verification: unknown;
      /** The card it was paid with, as the provider reported it (its token is kept only if the payer asked). */
      card: VerifiedCard | null;
      /** Why a successful transaction was refused, for the log. */
      refused?: string;
    }
  | { status: 'cancelled'; verification: unknown; refused?: never }
  | { status: 'pending'; reason: string; refused?: string };

export interface Expected {
  txRef: string;
  amountKobo: number;
  currency: string;
}

export interface VerdictContext {
  /** The redirect said the checkout was cancelled (a hint only: it matters only when there is no transaction). */
  cancelledHint: boolean;
  /** The checkout can no longer be paid (older than a provider session lasts). */
  expired: boolean;
}

/**
 * Value is given only when the provider reports this tx_ref's transaction successful, in the expected currency,
 * for at least the expected amount. A smaller amount or another currency is refused (the payment fails, flagged for
 * the team); a transaction of another tx_ref says nothing about this payment; no answer leaves it pending.
 */
export function judge(expected: Expected, verification: Verification, context: VerdictContext): Verdict {
  if (verification.state === 'unknown')
    return { status: 'pending', reason: `provider gave no answer: ${verification.reason}` };
  if (verification.state === 'not_found') {
    return context.cancelledHint || context.expired
      ? { status: 'cancelled', verification: verification.raw }
      : { status: 'pending', reason: 'no transaction yet' };
  }
  if (verification.txRef !== expected.txRef) {
    return {
      status: 'pending',
      reason: 'the transaction belongs to another tx_ref',
      refused: `verification names tx_ref ${verification.txRef}, not ${expected.txRef}`,
    };
  }
  if (verification.status === 'pending')
    return { status: 'pending', reason: 'the provider reports the transaction pending' };
  const base = {
    providerTxId: verification.providerTxId,
    paidKobo: verification.amountKobo,
    verification: verification.raw,
    card: verification.card ?? null,
  };
  if (verification.status === 'failed') return { status: 'failed', flag: null, ...base };
  if (verification.currency !== expected.currency) {
    return {
      status: 'failed',
      flag: 'currency_mismatch',
      refused: `paid in ${verification.currency}, expected ${expected.currency}`,
      ...base,
    };
  }
  if (verification.amountKobo < expected.amountKobo) {
    return {
      status: 'failed',
      flag: 'amount_short',
      refused: `paid ${verification.amountKobo} kobo, expected ${expected.amountKobo}`,
      ...base,
    };
  }
  return { status: 'successful', flag: verification.amountKobo > expected.amountKobo ? 'overpaid' : null, ...base };
}

/** How far along a payment is: a verdict only ever moves it forward, and successful is final. */
const rank: Record<PaymentAttemptStatus, number> = { pending: 0, cancelled: 1, failed: 2, successful: 3 };

export const movesForward = (from: PaymentAttemptStatus, to: PaymentAttemptStatus): boolean => rank[to] > rank[from];
