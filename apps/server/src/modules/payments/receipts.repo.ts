import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isUuid } from '../../lib/uuid';
import { bookingRefsWhere, type BookingRef } from './booking-refs';
import type { PayableBooking, PayableBookingSource } from './payable-bookings';
import { payments, type PaymentRow } from './payments.schema';

/** What the account page lists of a settled payment. */
export type ReceiptLine = Pick<
  PaymentRow,
  'id' | 'bookingKind' | 'bookingId' | 'amountKobo' | 'paidKobo' | 'method' | 'provider' | 'settledAt' | 'createdAt'
>;

/** The payments that were verified and counted (status successful): each is a receipt. */
export class ReceiptsRepo {
  constructor(private readonly db: DbOrTx) {}

  /** One settled payment by its id; null for a payment not settled, unknown or malformed. */
  async settled(id: string): Promise<PaymentRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.status, 'successful')))
      .limit(1);
    return row ?? null;
  }

  findBooking(source: PayableBookingSource, id: string): Promise<PayableBooking | null> {
    return source.find(this.db, id);
  }

  /** The settled payments of many bookings in one read over the (booking_kind, booking_id) index, oldest first. */
  ofBookings(refs: readonly BookingRef[]): Promise<ReceiptLine[]> {
    if (refs.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: payments.id,
        bookingKind: payments.bookingKind,
        bookingId: payments.bookingId,
        amountKobo: payments.amountKobo,
        paidKobo: payments.paidKobo,
        method: payments.method,
        provider: payments.provider,
        settledAt: payments.settledAt,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(
        and(
          bookingRefsWhere({ kind: payments.bookingKind, id: payments.bookingId }, refs),
          eq(payments.status, 'successful'),
        ),
      )
      .orderBy(asc(payments.settledAt));
  }
}
