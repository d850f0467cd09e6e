import { inArray, sql } from 'drizzle-orm';
import { Tx } from '../../db/transaction';
import {
  ERASED_NAME,
  erasedEmail,
  exportRow,
  type DataSubject,
  type ExportSections,
  LinkedPersonalData,
} from '../personal-data';
import { bookingInvoices, payments, sandboxCheckouts } from './payments.schema';

/**
 * The payments and invoices of a person's bookings, found through the bookings' owners (decision 0043). They are
 * financial records and stay whole (amount, reference, dates, status); the erase removes only the payer's details
 * the provider's verification answer carried (`customer`), and the sandbox checkout's copy of them.
 */
export class PaymentsPersonalData extends LinkedPersonalData {
  async export(person: DataSubject): Promise<ExportSections> {
    const ids = await this.recordIds(person);
    if (ids.length === 0) return {};
    const paid = await this.db
      .select({
        txRef: payments.txRef,
        bookingKind: payments.bookingKind,
        bookingId: payments.bookingId,
        amountKobo: payments.amountKobo,
        currency: payments.currency,
        status: payments.status,
        provider: payments.provider,
        method: payments.method,
        paidKobo: payments.paidKobo,
        settledAt: payments.settledAt,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .where(inArray(payments.bookingId, ids))
      .orderBy(payments.createdAt);
    const invoices = await this.db
      .select({
        number: bookingInvoices.number,
        reference: bookingInvoices.reference,
        bookingKind: bookingInvoices.bookingKind,
        bookingId: bookingInvoices.bookingId,
        status: bookingInvoices.status,
        amountKobo: bookingInvoices.amountKobo,
        issuedAt: bookingInvoices.issuedAt,
        dueAt: bookingInvoices.dueAt,
      })
      .from(bookingInvoices)
      .where(inArray(bookingInvoices.bookingId, ids));
    return { payments: paid.map(exportRow), invoices: invoices.map(exportRow) };
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    const ids = await this.recordIds(person, tx);
    if (ids.length === 0) return;
    const db = Tx.handle(tx);
    // The stored verification answer is Flutterwave's `data` (its customer at the top: `customer`); answers kept
    // whole (`data.customer`) are scrubbed too. The rest is the payment's record.
    const scrubbed = await db
      .update(payments)
      .set({ verification: sql`${payments.verification} #- '{customer}' #- '{data,customer}'` })
      .where(inArray(payments.bookingId, ids))
      .returning({ txRef: payments.txRef });
    if (scrubbed.length === 0) return;
    await db
      .update(sandboxCheckouts)
      .set({ customer: { email: erasedEmail('payment'), name: ERASED_NAME, phone: null } })
      .where(
        inArray(
          sandboxCheckouts.txRef,
          scrubbed.map((row) => row.txRef),
        ),
      );
  }
}
