import type { PayableBookingKind } from '@eazy2con/shared/payments';
import type { DbOrTx } from '../../db/client';
import { SettledPaymentsRepo, type SettledPaymentRow } from './settled-payments.repo';

export type { SettledPaymentRow } from './settled-payments.repo';

/**
 * What the payments module tells the ledger (issue 23), read-only: the payments the provider verified. The ledger
 * follows them instead of payments calling the ledger, so a settlement never waits on, or fails with, the ledger.
 */
export class SettledPayments {
  private readonly repo: SettledPaymentsRepo;

  constructor(db: DbOrTx) {
    this.repo = new SettledPaymentsRepo(db);
  }

  /**
   * One page of settled payments in id order after `afterId`: those created since `createdSince`, or every one,
   * however old, when it is null (posting is idempotent).
   */
  page(afterId: string | null, limit: number, createdSince: Date | null = null): Promise<SettledPaymentRow[]> {
    return this.repo.page(afterId, limit, createdSince);
  }

  /** The settled payments of one booking: what the ledger posts right after a payment settled. */
  ofBooking(kind: PayableBookingKind, bookingId: string): Promise<SettledPaymentRow[]> {
    return this.repo.ofBooking(kind, bookingId);
  }

  /** What was received: the provider's figure when it reported one, else the booking's charge (Mark paid). */
  static receivedKobo(row: Pick<SettledPaymentRow, 'amountKobo' | 'paidKobo'>): number {
    return row.paidKobo ?? row.amountKobo;
  }
}
