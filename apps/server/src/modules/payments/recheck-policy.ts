import type { PaymentAttemptStatus } from '@eazy2con/shared/payments';
import type { PaymentRow } from './payments.schema';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The re-verify schedule (decision 0015): first a few minutes after checkout starts, then backing off. */
export const recheckPolicy = {
  firstAfterMs: 3 * MINUTE,
  maxGapMs: 6 * HOUR,
  /** A checkout left this long without a transaction can no longer be paid (a provider session lasts up to a day). */
  checkoutLifetimeMs: 24 * HOUR,
  /** A transfer sent just before its account expired may arrive a little after (interbank transfers can lag). */
  transferGraceMs: 1 * HOUR,
  /** Money can arrive after the tab was closed; after this the job stops asking. */
  stopAfterMs: 48 * HOUR,
} as const;

/** How long the job holds the payments it claimed before another instance may claim them again. */
export const RECHECK_LEASE_MS = 2 * MINUTE;

/** When the job looks again: never once successful or too old; otherwise backing off from a few minutes. */
export function nextCheck(payment: PaymentRow, status: PaymentAttemptStatus, checks: number, now: Date): Date | null {
  if (status === 'successful') return null;
  if (now.getTime() - payment.createdAt.getTime() > recheckPolicy.stopAfterMs) return null;
  const gap = Math.min(recheckPolicy.firstAfterMs * 2 ** Math.min(checks - 1, 16), recheckPolicy.maxGapMs);
  return new Date(now.getTime() + gap);
}
