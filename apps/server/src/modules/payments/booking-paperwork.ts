import type { BookingRef } from './booking-refs';
import type { InvoicesRepo } from './invoices.repo';
import { invoiceStatusOf } from './invoice-status';
import { isPayable, type PaymentState } from './manual-transfer';
import type { InvoiceStatus, TransferAccountRow } from './payments.schema';
import type { ReceiptLine, ReceiptsRepo } from './receipts.repo';
import { SettledPayments } from './settled-payments';
import type { TransferAccountsRepo } from './transfer-accounts.repo';
import { transferExpired } from './transfer-accounts.service';

/** A booking as the account page knows it: what payments needs to say what can be done with its money. */
export type PaperworkBooking = BookingRef & PaymentState;

/** One invoice of a booking on its owner's account page, and what its owner may do with it. */
export interface InvoiceSummary {
  id: string;
  number: string;
  status: InvoiceStatus;
  amountKobo: number;
  issuedAt: Date;
  dueAt: Date;
  /** Open: unpaid, not past due, and the booking can still take a payment. */
  canPay: boolean;
  /** Unpaid, and its last transfer account expired (or none could be opened): renewTransferAccount reopens it. */
  canReopen: boolean;
}

/** How a settled payment came in: a card checkout, or a bank transfer (into the invoice's account or seen by the team). */
export type ReceiptMethod = 'CARD' | 'BANK_TRANSFER';

/** One settled payment of a booking: its receipt. */
export interface ReceiptSummary {
  paymentId: string;
  paidAt: Date;
  /** What arrived: the provider's verified figure, or the booking's charge when the team recorded a transfer. */
  amountKobo: number;
  method: ReceiptMethod;
}

export interface Paperwork {
  /** A payment may start for the booking now (not paid, not cancelled, not free). */
  payable: boolean;
  invoices: InvoiceSummary[];
  receipts: ReceiptSummary[];
}

export const receiptMethodOf = (payment: Pick<ReceiptLine, 'method' | 'provider'>): ReceiptMethod =>
  payment.method === 'bank_transfer' || payment.provider === 'transfer' ? 'BANK_TRANSFER' : 'CARD';

const keyOf = (kind: string, id: string) => `${kind}:${id}`;

/** Rows grouped by the booking they belong to. */
function byBooking<T extends { bookingKind: string; bookingId: string }>(rows: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row.bookingKind, row.bookingId);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

/**
 * The invoices and receipts of a page of bookings (issue 35: the account page's "Your bookings"), read in three
 * indexed queries whatever the number of bookings: the invoices, their latest transfer accounts, the settled
 * payments. Where each invoice stands and what may be done with it are payments' rules (invoice-status.ts,
 * isPayable, transferExpired), so the account page offers only what the operations would accept.
 */
export class BookingPaperwork {
  constructor(
    private readonly deps: {
      invoices: InvoicesRepo;
      accounts: TransferAccountsRepo;
      receipts: ReceiptsRepo;
      now?: () => Date;
    },
  ) {}

  /** Each booking's paperwork, in the order asked. */
  async of(bookings: readonly PaperworkBooking[]): Promise<Paperwork[]> {
    const [invoiceRows, receiptRows] = await Promise.all([
      this.deps.invoices.ofBookings(bookings),
      this.deps.receipts.ofBookings(bookings),
    ]);
    const accounts = await this.deps.accounts.latestOf(invoiceRows.map((i) => i.id));
    const latest = new Map<string, TransferAccountRow>(accounts.map((a) => [a.invoiceId, a]));
    const invoices = byBooking(invoiceRows);
    const receipts = byBooking(receiptRows);
    const now = this.deps.now?.() ?? new Date();
    return bookings.map((booking) => {
      const payable = isPayable(booking);
      const key = keyOf(booking.kind, booking.id);
      return {
        payable,
        invoices: (invoices.get(key) ?? []).map((invoice) => {
          const status = invoiceStatusOf(invoice, booking.paymentStatus, now);
          const account = latest.get(invoice.id);
          return {
            id: invoice.id,
            number: invoice.number,
            status,
            amountKobo: invoice.amountKobo ?? booking.amountKobo,
            issuedAt: invoice.issuedAt,
            dueAt: invoice.dueAt,
            canPay: status === 'UNPAID' && payable,
            canReopen: status === 'UNPAID' && !booking.cancelled && (!account || transferExpired(account, now)),
          };
        }),
        receipts: (receipts.get(key) ?? []).map((payment) => ({
          paymentId: payment.id,
          paidAt: payment.settledAt ?? payment.createdAt,
          amountKobo: SettledPayments.receivedKobo(payment),
          method: receiptMethodOf(payment),
        })),
      };
    });
  }
}
