import { and, count, desc, eq, inArray, lte, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Tx } from '../../db/transaction';
import type { NewPayment } from './payments.repo';
import {
  bookingInvoices,
  invoiceTransferAccounts,
  payments,
  type BookingInvoiceRow,
  type PaymentFlag,
  type TransferAccountRow,
} from './payments.schema';

export type NewTransferAccount = Pick<
  TransferAccountRow,
  'invoiceId' | 'attempt' | 'txRef' | 'provider' | 'bankName' | 'accountNumber' | 'amountKobo' | 'expiresAt'
> & { providerReference: string | null };

/** A held transfer as the admin's list shows it: the account, what arrived, and its invoice. */
export interface HeldTransfer {
  account: TransferAccountRow;
  invoice: Pick<BookingInvoiceRow, 'id' | 'number' | 'bookingKind' | 'bookingId' | 'amountKobo' | 'status'>;
}

/** The bank accounts opened for invoices (one payment attempt each), and what arrived in them. */
export class TransferAccountsRepo {
  constructor(private readonly db: DbOrTx) {}

  static in(tx: Tx): TransferAccountsRepo {
    return new TransferAccountsRepo(Tx.handle(tx));
  }

  async latest(invoiceId: string): Promise<TransferAccountRow | null> {
    const [row] = await this.db
      .select()
      .from(invoiceTransferAccounts)
      .where(eq(invoiceTransferAccounts.invoiceId, invoiceId))
      .orderBy(desc(invoiceTransferAccounts.attempt))
      .limit(1);
    return row ?? null;
  }

  /** The latest account of each invoice, in one read over the (invoice, attempt) index (the account page, issue 35). */
  latestOf(invoiceIds: readonly string[]): Promise<TransferAccountRow[]> {
    if (invoiceIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectDistinctOn([invoiceTransferAccounts.invoiceId])
      .from(invoiceTransferAccounts)
      .where(inArray(invoiceTransferAccounts.invoiceId, [...invoiceIds]))
      .orderBy(invoiceTransferAccounts.invoiceId, desc(invoiceTransferAccounts.attempt));
  }

  async nextAttempt(invoiceId: string): Promise<number> {
    const [row] = await this.db
      .select({ last: max(invoiceTransferAccounts.attempt) })
      .from(invoiceTransferAccounts)
      .where(eq(invoiceTransferAccounts.invoiceId, invoiceId));
    return (row?.last ?? 0) + 1;
  }

  async byTxRef(txRef: string): Promise<TransferAccountRow | null> {
    const [row] = await this.db
      .select()
      .from(invoiceTransferAccounts)
      .where(eq(invoiceTransferAccounts.txRef, txRef))
      .limit(1);
    return row ?? null;
  }

  /**
   * Stores a new account and its payment attempt in one transaction, retiring the invoice's open one once it is past
   * its expiry (kept, as expired, for reconciliation). A second account opened at the same moment fails the one-open-account index.
   */
  async create(account: NewTransferAccount, payment: NewPayment, now: Date): Promise<TransferAccountRow> {
    return this.db.transaction(async (tx) => {
      // Only an account past its expiry is retired: a live one (opened a moment ago by a concurrent open) stays,
      // and this insert then fails on the one-open-account index.
      await tx
        .update(invoiceTransferAccounts)
        .set({ status: 'expired' })
        .where(
          and(
            eq(invoiceTransferAccounts.invoiceId, account.invoiceId),
            eq(invoiceTransferAccounts.status, 'open'),
            lte(invoiceTransferAccounts.expiresAt, now),
          ),
        );
      await tx.insert(payments).values(payment);
      const [row] = await tx.insert(invoiceTransferAccounts).values(account).returning();
      if (!row) throw new Error('transfer account insert returned no row');
      return row;
    });
  }

  /** The exact amount arrived and settled the invoice. */
  async markPaid(txRef: string, receivedKobo: number): Promise<void> {
    await this.db
      .update(invoiceTransferAccounts)
      .set({ status: 'paid', receivedKobo })
      .where(eq(invoiceTransferAccounts.txRef, txRef));
  }

  /** Another amount arrived (or money for a booking already paid): kept for an admin, never counted as paid. */
  async hold(
    txRef: string,
    receivedKobo: number,
    flag: PaymentFlag | null,
    now: Date,
  ): Promise<TransferAccountRow | null> {
    const [row] = await this.db
      .update(invoiceTransferAccounts)
      .set({ status: 'held', receivedKobo, flag, heldAt: now })
      .where(eq(invoiceTransferAccounts.txRef, txRef))
      .returning();
    return row ?? null;
  }

  /** The held transfers, newest first, one page of them, with their total. */
  async listHeld(offset: number, limit: number): Promise<{ total: number; items: HeldTransfer[] }> {
    const held = eq(invoiceTransferAccounts.status, 'held');
    const [totalRow] = await this.db.select({ n: count() }).from(invoiceTransferAccounts).where(held);
    const rows = await this.db
      .select({
        account: invoiceTransferAccounts,
        invoice: {
          id: bookingInvoices.id,
          number: bookingInvoices.number,
          bookingKind: bookingInvoices.bookingKind,
          bookingId: bookingInvoices.bookingId,
          amountKobo: bookingInvoices.amountKobo,
          status: bookingInvoices.status,
        },
      })
      .from(invoiceTransferAccounts)
      .innerJoin(bookingInvoices, eq(bookingInvoices.id, invoiceTransferAccounts.invoiceId))
      .where(held)
      .orderBy(sql`${invoiceTransferAccounts.heldAt} desc nulls last`, desc(invoiceTransferAccounts.id))
      .offset(offset)
      .limit(limit);
    return { total: totalRow?.n ?? 0, items: rows };
  }
}
