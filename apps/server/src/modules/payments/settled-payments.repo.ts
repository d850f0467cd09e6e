import { and, asc, eq, gt, gte } from 'drizzle-orm';
import type { PayableBookingKind } from '@eazy2con/shared/payments';
import type { DbOrTx } from '../../db/client';
import { payments, type PaymentFlag } from './payments.schema';

/** A payment the provider verified (status successful), as the ledger posts it. */
export interface SettledPaymentRow {
  id: string;
  bookingKind: PayableBookingKind;
  bookingId: string;
  /** What the booking charged, and what the provider reported received (null: an admin's "Mark paid"). */
  amountKobo: number;
  paidKobo: number | null;
  flag: PaymentFlag | null;
  settledAt: Date | null;
}

/** Read-only: settled payments in id order, for the ledger's catch-up (issue 23). Writes nothing. */
export class SettledPaymentsRepo {
  constructor(private readonly db: DbOrTx) {}

  /** The settled payments of one booking (through payments_booking_idx). */
  ofBooking(kind: PayableBookingKind, bookingId: string): Promise<SettledPaymentRow[]> {
    const p = payments;
    return this.db
      .select(this.columns())
      .from(p)
      .where(and(eq(p.bookingKind, kind), eq(p.bookingId, bookingId), eq(p.status, 'successful')))
      .orderBy(asc(p.id));
  }

  /** `createdSince`: only payments created since then (through payments_status_created_idx); null: every one. */
  page(afterId: string | null, limit: number, createdSince: Date | null = null): Promise<SettledPaymentRow[]> {
    const p = payments;
    return this.db
      .select(this.columns())
      .from(p)
      .where(
        and(
          eq(p.status, 'successful'),
          createdSince === null ? undefined : gte(p.createdAt, createdSince),
          afterId === null ? undefined : gt(p.id, afterId),
        ),
      )
      .orderBy(asc(p.id))
      .limit(limit);
  }

  private columns() {
    const p = payments;
    return {
      id: p.id,
      bookingKind: p.bookingKind,
      bookingId: p.bookingId,
      amountKobo: p.amountKobo,
      paidKobo: p.paidKobo,
      flag: p.flag,
      settledAt: p.settledAt,
    };
  }
}
