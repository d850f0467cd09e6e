import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PayableBookingKind } from '@eazy2con/shared/payments';
import type { DbOrTx } from '../../db/client';
import { Tx } from '../../db/transaction';
import { bookingRefsWhere, type BookingRef } from './booking-refs';
import type { PayableBooking, PayableBookingSource } from './payable-bookings';
import {
  bookingInvoices,
  invoiceNumberCounters,
  type BookingInvoiceRow,
  type InvoiceLineItem,
  type InvoiceStatus,
} from './payments.schema';

/** What is fixed when an invoice is first issued. */
export interface InvoiceIssue {
  reference: string;
  issuedAt: Date;
  dueAt: Date;
  /** The year the number counts in (the issue date's year in Lagos). */
  year: number;
  /** Frozen at issue: a later change of the booking's price does not change an invoice already sent. */
  amountKobo: number;
  lineItems: InvoiceLineItem[];
}

/** The invoices of bookings paid by bank transfer. */
export class InvoicesRepo {
  constructor(private readonly db: DbOrTx) {}

  /** This repository writing through a caller's transaction (a settlement marking the invoice). */
  static in(tx: Tx): InvoicesRepo {
    return new InvoicesRepo(Tx.handle(tx));
  }

  /** Moves the booking's invoice (if it has one) to `status`, only from one of `from`; true when it changed. */
  async setStatusOfBooking(
    kind: PayableBookingKind,
    bookingId: string,
    status: InvoiceStatus,
    from: InvoiceStatus[],
  ): Promise<boolean> {
    const rows = await this.db
      .update(bookingInvoices)
      .set({ status })
      .where(
        and(
          eq(bookingInvoices.bookingKind, kind),
          eq(bookingInvoices.bookingId, bookingId),
          inArray(bookingInvoices.status, from),
        ),
      )
      .returning({ id: bookingInvoices.id });
    return rows.length > 0;
  }

  async chooseTransfer(source: PayableBookingSource, id: string): Promise<void> {
    await source.chooseTransfer?.(this.db, id);
  }

  findBooking(source: PayableBookingSource, id: string): Promise<PayableBooking | null> {
    return source.find(this.db, id);
  }

  /**
   * The booking's invoice, issued with `issue` and the year's next number if it has none yet. The number is taken
   * in the same transaction as the insert: a second first-open at the same moment waits on the counter row, finds
   * the invoice already there and rolls its bump back, so no number is skipped or given twice. `onIssued` runs in
   * that transaction only when this call issued the invoice (its mail commits with it, or not at all).
   */
  async ensure(
    kind: PayableBookingKind,
    bookingId: string,
    issue: InvoiceIssue,
    onIssued?: (invoice: BookingInvoiceRow, tx: Tx) => Promise<void>,
  ): Promise<BookingInvoiceRow | null> {
    const existing = await this.find(this.db, kind, bookingId);
    if (existing) return existing;
    await this.db
      .transaction(async (tx) => {
        const [counter] = await tx
          .insert(invoiceNumberCounters)
          .values({ year: issue.year, last: 1 })
          .onConflictDoUpdate({
            target: invoiceNumberCounters.year,
            set: { last: sql`${invoiceNumberCounters.last} + 1` },
          })
          .returning({ last: invoiceNumberCounters.last });
        if (!counter) throw new Error('invoice number counter returned no row');
        const number = `E2C-${issue.year}-${String(counter.last).padStart(6, '0')}`;
        const inserted = await tx
          .insert(bookingInvoices)
          .values({
            bookingKind: kind,
            bookingId,
            reference: issue.reference,
            number,
            issuedAt: issue.issuedAt,
            dueAt: issue.dueAt,
            amountKobo: issue.amountKobo,
            lineItems: issue.lineItems,
          })
          .onConflictDoNothing({ target: [bookingInvoices.bookingKind, bookingInvoices.bookingId] })
          .returning();
        const [invoice] = inserted;
        if (!invoice) throw new AlreadyIssued();
        await onIssued?.(invoice, Tx.of(tx));
      })
      .catch((error: unknown) => {
        if (!(error instanceof AlreadyIssued)) throw error;
      });
    return this.find(this.db, kind, bookingId);
  }

  /** The invoices of many bookings in one indexed read (the account page, issue 35). */
  ofBookings(refs: readonly BookingRef[]): Promise<BookingInvoiceRow[]> {
    if (refs.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(bookingInvoices)
      .where(bookingRefsWhere({ kind: bookingInvoices.bookingKind, id: bookingInvoices.bookingId }, refs));
  }

  async byId(id: string): Promise<BookingInvoiceRow | null> {
    const [row] = await this.db.select().from(bookingInvoices).where(eq(bookingInvoices.id, id)).limit(1);
    return row ?? null;
  }

  private async find(db: DbOrTx, kind: PayableBookingKind, bookingId: string): Promise<BookingInvoiceRow | null> {
    const [row] = await db
      .select()
      .from(bookingInvoices)
      .where(and(eq(bookingInvoices.bookingKind, kind), eq(bookingInvoices.bookingId, bookingId)))
      .limit(1);
    return row ?? null;
  }
}

/** Thrown inside the issuing transaction to roll back the number taken when another open issued the invoice first. */
class AlreadyIssued extends Error {}
