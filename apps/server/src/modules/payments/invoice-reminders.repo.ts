import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { PayableBooking, PayableBookingSource } from './payable-bookings';
import { bookingInvoices, type BookingInvoiceRow } from './payments.schema';

/** The reads behind the invoice due and expired notices (invoice-reminders.ts). */
export class InvoiceRemindersRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Unpaid invoices due in (from, to], soonest first; with `issuedBefore`, only those issued more than that long
   * before their due time (an invoice issued the day it is due needs no reminder that it is due).
   */
  unpaidDueBetween(from: Date, to: Date, limit: number, issuedBeforeMs?: number): Promise<BookingInvoiceRow[]> {
    const i = bookingInvoices;
    return this.db
      .select()
      .from(i)
      .where(
        and(
          eq(i.status, 'UNPAID'),
          gt(i.dueAt, from),
          lte(i.dueAt, to),
          issuedBeforeMs === undefined
            ? undefined
            : sql`${i.issuedAt} < ${i.dueAt} - make_interval(secs => ${issuedBeforeMs / 1000})`,
        ),
      )
      .orderBy(asc(i.dueAt))
      .limit(limit);
  }

  findBooking(source: PayableBookingSource, id: string): Promise<PayableBooking | null> {
    return source.find(this.db, id);
  }
}
