import { and, eq } from 'drizzle-orm';
import type { PayableBookingKind } from '@eazy2con/shared/payments';
import type { DbOrTx } from '../../db/client';
import type { PayableBooking, PayableBookingSource } from './payable-bookings';
import { bookingInvoices, type BookingInvoiceRow } from './payments.schema';

/** The invoices of bookings paid by bank transfer. */
export class InvoicesRepo {
  constructor(private readonly db: DbOrTx) {}

  findBooking(source: PayableBookingSource, id: string): Promise<PayableBooking | null> {
    return source.find(this.db, id);
  }

  /** The booking's invoice, made with `reference` if it has none yet (two first opens at once make one). */
  async ensure(kind: PayableBookingKind, bookingId: string, reference: string): Promise<BookingInvoiceRow | null> {
    await this.db
      .insert(bookingInvoices)
      .values({ bookingKind: kind, bookingId, reference })
      .onConflictDoNothing({ target: [bookingInvoices.bookingKind, bookingInvoices.bookingId] });
    const [row] = await this.db
      .select()
      .from(bookingInvoices)
      .where(and(eq(bookingInvoices.bookingKind, kind), eq(bookingInvoices.bookingId, bookingId)))
      .limit(1);
    return row ?? null;
  }
}
