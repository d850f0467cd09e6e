import type { FastifyBaseLogger } from 'fastify';
import { hasSqlState, UNIQUE_VIOLATION } from '../../lib/sql-state';
import type { PayableBooking } from './payable-bookings';
import type { BookingInvoiceRow, PaymentRow, TransferAccountRow, TransferAccountStatus } from './payments.schema';
import type { PaymentProvider } from './provider';
import { recheckPolicy } from './recheck-policy';
import type { SandboxTransfersRepo } from './sandbox-transfers.repo';
import type { TransferAccountsRepo } from './transfer-accounts.repo';

/** How long we ask a transfer account to live; the provider answers the expiry it really gives. */
export const TRANSFER_ACCOUNT_LIFETIME_SECONDS = 24 * 60 * 60;

/** How long a refused open waits for a concurrent open of the same attempt to store its account (10 × 200 ms). */
const CONCURRENT_OPEN_CHECKS = 10;
const CONCURRENT_OPEN_WAIT_MS = 200;

export const simulatedTransfers = ['full', 'short', 'excess'] as const;
export type SimulatedTransfer = (typeof simulatedTransfers)[number];

/** True once an account can no longer be paid into: retired by a renewal, or open past its expiry. */
export const transferExpired = (row: Pick<TransferAccountRow, 'status' | 'expiresAt'>, now: Date): boolean =>
  row.status === 'expired' || (row.status === 'open' && row.expiresAt.getTime() <= now.getTime());

/** The account an invoice shows: where to transfer, exactly how much, until when. */
export interface TransferView {
  bankName: string;
  accountNumber: string;
  amountKobo: number;
  expiresAt: Date;
  expired: boolean;
  status: TransferAccountStatus;
  /** A sandbox test account: no money moves, and the page may simulate a transfer into it. */
  sandbox: boolean;
}

export interface TransferAccountsDeps {
  repo: TransferAccountsRepo;
  provider: PaymentProvider;
  /** The sandbox's transfer records when the sandbox is the provider; null with real keys (no simulation then). */
  sandbox: SandboxTransfersRepo | null;
  /** The one settlement path (PaymentsService.settle): verifies with the provider, then counts or holds. */
  settle: (txRef: string) => Promise<PaymentRow | null>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * The bank accounts the provider opens for invoices: one per payment attempt (tx_ref `invoice:{id}:{attempt}`,
 * never reused), one open at a time, a new one only when asked after the last expired. Access to the invoice is
 * checked by InvoicesService before anything here runs.
 */
export class TransferAccountsService {
  private readonly now: () => Date;

  constructor(private readonly deps: TransferAccountsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  get sandboxActive(): boolean {
    return this.deps.sandbox !== null;
  }

  async current(invoice: BookingInvoiceRow): Promise<TransferView | null> {
    const latest = await this.deps.repo.latest(invoice.id);
    return latest ? this.view(latest) : null;
  }

  /** The invoice's account; the first one is opened here (nothing is renewed without being asked). */
  async ensure(invoice: BookingInvoiceRow, booking: PayableBooking): Promise<TransferView | null> {
    const latest = await this.deps.repo.latest(invoice.id);
    if (latest) return this.view(latest);
    return this.openNew(invoice, booking);
  }

  /** A new account when the last one expired (or none could be opened yet); a live one is answered as it is. */
  async renew(invoice: BookingInvoiceRow, booking: PayableBooking): Promise<TransferView | null> {
    const latest = await this.deps.repo.latest(invoice.id);
    if (latest && latest.status !== 'open') return this.view(latest);
    if (latest && latest.expiresAt.getTime() > this.now().getTime()) return this.view(latest);
    return this.openNew(invoice, booking);
  }

  /**
   * The sandbox's "simulate transfer": pays the open test account in full, short or in excess, then settles it
   * through the same verify-and-settle path a Flutterwave webhook takes. False when there is nothing to pay into.
   */
  async simulate(invoice: BookingInvoiceRow, outcome: SimulatedTransfer): Promise<boolean> {
    const sandbox = this.deps.sandbox;
    if (!sandbox) return false;
    const latest = await this.deps.repo.latest(invoice.id);
    if (!latest || latest.status !== 'open' || latest.expiresAt.getTime() <= this.now().getTime()) return false;
    const step = Math.max(100, Math.round(latest.amountKobo / 10));
    const paid =
      outcome === 'full'
        ? latest.amountKobo
        : outcome === 'short'
          ? latest.amountKobo - step
          : latest.amountKobo + step;
    if (!(await sandbox.complete(latest.txRef, Math.max(1, paid), this.now()))) return false;
    await this.deps.settle(latest.txRef);
    return true;
  }

  private async openNew(invoice: BookingInvoiceRow, booking: PayableBooking): Promise<TransferView | null> {
    const amountKobo = invoice.amountKobo ?? booking.amountKobo;
    const attempt = await this.deps.repo.nextAttempt(invoice.id);
    const txRef = `invoice:${invoice.id}:${attempt}`;
    const opened = await this.deps.provider.openTransferAccount({
      txRef,
      amountKobo,
      currency: 'NGN',
      customer: booking.customer,
      narration: `Invoice ${invoice.number}`,
      lifetimeSeconds: TRANSFER_ACCOUNT_LIFETIME_SECONDS,
    });
    if (!opened.ok) {
      // Another open of the same invoice at the same moment may hold this attempt (the provider refuses a tx_ref
      // twice): its account is stored as soon as its answer is, so wait for it a little rather than show none.
      const stored = await this.awaitConcurrent(invoice.id);
      if (stored) return this.view(stored);
      // The invoice is answered without an account; the page offers to try again (renewTransferAccount).
      this.deps.log.error(
        { invoiceId: invoice.id, txRef, provider: this.deps.provider.name, reason: opened.reason },
        'payments: a transfer account could not be opened',
      );
      return null;
    }
    const { account } = opened;
    const now = this.now();
    try {
      const row = await this.deps.repo.create(
        {
          invoiceId: invoice.id,
          attempt,
          txRef,
          provider: this.deps.provider.name,
          bankName: account.bankName,
          accountNumber: account.accountNumber,
          amountKobo: account.amountKobo,
          expiresAt: account.expiresAt,
          providerReference: account.providerReference,
        },
        {
          txRef,
          bookingKind: invoice.bookingKind,
          bookingId: invoice.bookingId,
          amountKobo,
          currency: 'NGN',
          provider: this.deps.provider.name,
          method: 'bank_transfer',
          expiresAt: account.expiresAt,
          nextCheckAt: new Date(now.getTime() + recheckPolicy.firstAfterMs),
        },
        now,
      );
      this.deps.log.info(
        { invoiceId: invoice.id, txRef, expiresAt: account.expiresAt },
        'payments: transfer account opened',
      );
      return this.view(row);
    } catch (error) {
      // Another open of the same invoice stored its account first: that one is the invoice's.
      if (!hasSqlState(error, UNIQUE_VIOLATION)) throw error;
      const latest = await this.deps.repo.latest(invoice.id);
      return latest ? this.view(latest) : null;
    }
  }

  private async awaitConcurrent(invoiceId: string): Promise<TransferAccountRow | null> {
    for (let i = 0; i < CONCURRENT_OPEN_CHECKS; i += 1) {
      const stored = await this.deps.repo.latest(invoiceId);
      if (stored) return stored;
      await new Promise((resolve) => setTimeout(resolve, CONCURRENT_OPEN_WAIT_MS));
    }
    return null;
  }

  private view(row: TransferAccountRow): TransferView {
    return {
      bankName: row.bankName,
      accountNumber: row.accountNumber,
      amountKobo: row.amountKobo,
      expiresAt: row.expiresAt,
      expired: transferExpired(row, this.now()),
      status: row.status,
      sandbox: row.provider === 'sandbox',
    };
  }
}
