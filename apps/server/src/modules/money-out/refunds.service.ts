import type { FastifyBaseLogger } from 'fastify';
import { AdminListInputSchema } from '@eazy2con/shared/validation/admin';
import { PAYOUT_MESSAGES as M, RefundPaymentSchema } from '@eazy2con/shared/validation/payouts';
import type { PayableBookingKind } from '@eazy2con/shared/payments';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import type { Actor, AuditEntry } from '../../lib/audit';
import type { LedgerService } from '../ledger/ledger.service';
import type { MailService } from '../mail/mail.service';
import type { InvoicesService } from '../payments/invoices.service';
import type { ReceivedPayment, RefundablePayments } from '../payments/refundable-payments';
import type { PayoutProvider } from './payout-provider';
import type { NewRefund, RefundsRepo } from './refunds.repo';
import type { RefundRow } from './refunds.schema';

const LEASE_MS = 2 * 60 * 1000;
const MAX_WAIT_MS = 6 * 60 * 60 * 1000;
const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** Math.min(attempts, 20), MAX_WAIT_MS);

export interface RefundsDeps {
  repo: RefundsRepo;
  payments: Pick<RefundablePayments, 'byId' | 'forBooking' | 'page'>;
  provider: Pick<PayoutProvider, 'name' | 'refund' | 'findRefund'>;
  ledger: Pick<LedgerService, 'postRefund' | 'paymentPosted'>;
  invoices: Pick<InvoicesService, 'markRefunded'>;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  audit: (actor: Actor, entry: AuditEntry, tx: Tx) => Promise<void>;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** A received payment with what is left of it to refund. */
export interface RefundablePaymentView extends ReceivedPayment {
  refundedKobo: number;
  leftKobo: number;
}

const auditOf = (r: RefundRow) => ({
  paymentId: r.paymentId,
  amountKobo: r.amountKobo,
  reason: r.reason,
  status: r.status,
});

/**
 * Refunds (issue 23): recorded first (under the payment's lock, so two refunds never take the same money), then
 * asked of the provider outside any transaction; completed once, with the ledger reversal, the invoice marked and
 * the payer's mail in one transaction. No answer leaves it pending for retryRefunds(); a refusal marks it failed.
 */
export class RefundsService {
  constructor(private readonly deps: RefundsDeps) {}

  /** An admin refunds a payment, all of what is left (no amount) or part of it, with a reason. */
  async refund(admin: Actor, input: unknown): Promise<RefundRow> {
    const { paymentId, amountKobo, reason } = parseInput(RefundPaymentSchema, input);
    const payment = await this.deps.payments.byId(paymentId);
    if (!payment) throw new AppError('NOT_FOUND', M.paymentNotFound);
    this.checkProvider(payment);
    const refund = await this.deps.repo.transaction(async (repo, tx) => {
      const row = await this.record(repo, payment, { amountKobo, reason, automatic: false, requestedBy: admin.email });
      if (!row) throw new AppError('BAD_USER_INPUT', M.refundTooLarge, { fields: { amountKobo: M.refundTooLarge } });
      const entry = { action: 'refunds.refund', targetType: 'payment', targetId: payment.id, before: null };
      await this.deps.audit(admin, { ...entry, after: auditOf(row) }, tx);
      return row;
    });
    return this.process(refund);
  }

  /**
   * A learner cancelled a paid plan (called in the cancel's transaction): each payment received within the
   * automatic-refund days, with no session held, is recorded for a full refund; retryRefunds() sends it.
   */
  async onBookingCancelled(
    kind: PayableBookingKind,
    bookingId: string,
    anyHeld: boolean,
    tx: Tx,
    days: number,
    reason = `Cancelled within ${days} days of paying, before any session was held`,
  ) {
    if (anyHeld) return 0;
    const since = this.deps.now().getTime() - days * 24 * 60 * 60 * 1000;
    let recorded = 0;
    for (const payment of await this.deps.payments.forBooking(kind, bookingId, tx)) {
      if (!payment.settledAt || payment.settledAt.getTime() < since) continue;
      if (payment.provider !== this.deps.provider.name && payment.provider !== 'transfer') continue;
      const row = await this.deps.repo.transaction(
        (repo) => this.record(repo, payment, { amountKobo: null, reason, automatic: true, requestedBy: 'system' }),
        tx,
      );
      if (row) recorded += 1;
    }
    return recorded;
  }

  /** The job: pending refunds due a (re)try, and completed ones whose ledger reversal waits for the payment. */
  async retryRefunds(limit = 20): Promise<number> {
    const due = await this.deps.repo.claimDue(this.deps.now(), limit, LEASE_MS);
    for (const refund of due) {
      // A refund the job picks up may have been made already (an answer lost, a crash after the call).
      await this.process(refund, { mayHaveBeenSent: true }).catch((error: unknown) => {
        this.deps.log.error({ err: error, refundId: refund.id }, 'refunds: retry failed');
      });
    }
    for (const refund of await this.deps.repo.unposted(limit)) {
      await this.deps.repo.transaction((repo, tx) => this.post(repo, refund, tx));
    }
    return due.length;
  }

  async listRefunds(input: unknown) {
    const { offset, limit, search } = parseInput(AdminListInputSchema, input ?? {});
    return this.deps.repo.page({ offset, limit, search });
  }

  exportRefunds(search: string | null): AsyncGenerator<RefundRow> {
    return this.deps.repo.all(search);
  }

  /** Received payments with what is left of each to refund, for the admin's "Refund" action. */
  async listPayments(input: unknown): Promise<{ items: RefundablePaymentView[]; total: number }> {
    const { offset, limit, search } = parseInput(AdminListInputSchema, input ?? {});
    const page = await this.deps.payments.page({ offset, limit, search });
    const items = [];
    for (const payment of page.items) {
      const refundedKobo = await this.deps.repo.committedKobo(payment.id);
      items.push({ ...payment, refundedKobo, leftKobo: Math.max(payment.receivedKobo - refundedKobo, 0) });
    }
    return { items, total: page.total };
  }

  /** Records a refund of at most what is left (all of it when no amount); null when that is more than is left. */
  private async record(
    repo: RefundsRepo,
    payment: ReceivedPayment,
    ask: { amountKobo: number | null; reason: string; automatic: boolean; requestedBy: string },
  ): Promise<RefundRow | null> {
    await repo.lockPayment(payment.id);
    const left = payment.receivedKobo - (await repo.committedKobo(payment.id));
    const amount = ask.amountKobo ?? left;
    if (left <= 0 || amount > left) return null;
    const values: NewRefund = {
      paymentId: payment.id,
      bookingKind: payment.bookingKind,
      bookingId: payment.bookingId,
      amountKobo: amount,
      reason: ask.reason,
      automatic: ask.automatic,
      requestedBy: ask.requestedBy,
      payerEmail: payment.payer.email,
      // An admin's refund is sent right after it is recorded: the job looks at it only if that never finished.
      nextCheckAt: new Date(this.deps.now().getTime() + (ask.automatic ? 0 : LEASE_MS)),
    };
    return repo.insert(values);
  }

  private checkProvider(payment: ReceivedPayment): void {
    if (payment.provider === 'transfer' || payment.provider === this.deps.provider.name) return;
    throw new AppError(
      'CONFLICT',
      `This payment was made through ${payment.provider}, which is no longer in use: refund it there`,
    );
  }

  /**
   * Asks the provider (a transfer an admin marked paid has none: the team sends it back by hand, recorded here).
   * Flutterwave's refunds carry no idempotency key, so when an earlier try may have reached it (`mayHaveBeenSent`:
   * a 503 or timeout can come after the refund was made) the refunds it already made are looked up first, and a
   * match completes ours instead of refunding twice; no answer to the look-up waits, it never guesses "none".
   */
  private async process(refund: RefundRow, options: { mayHaveBeenSent?: boolean } = {}): Promise<RefundRow> {
    const payment = await this.deps.payments.byId(refund.paymentId);
    if (!payment) throw new Error(`refund ${refund.id}: payment ${refund.paymentId} not found`);
    if (payment.provider === 'transfer' || !payment.providerTxId) return this.complete(refund, null, null);
    const request = { reference: refund.id, transactionId: payment.providerTxId, amountKobo: refund.amountKobo };
    if (options.mayHaveBeenSent || refund.attempts > 0) {
      const knownIds = await this.deps.repo.providerIdsOf(refund.paymentId, refund.providerRefundId ?? '');
      const found = await this.deps.provider.findRefund({ ...request, since: refund.createdAt, knownIds });
      if (found.kind === 'ok' && found.value) {
        this.deps.log.info({ refundId: refund.id, providerRefundId: found.value.id }, 'refunds: found already made');
        return found.value.status === 'failed'
          ? this.fail(refund, 'The provider reports this refund failed')
          : this.complete(refund, found.value.id, found.raw);
      }
      if (found.kind !== 'ok') return this.retryLater(refund, found.kind === 'refused' ? found.message : found.reason);
    }
    const answer = await this.deps.provider.refund({
      ...request,
      // Our reference rides in the comments: the look-up above recognises the refund by it.
      comments: `${refund.reason.slice(0, 160)} (ref ${refund.id})`,
    });
    if (answer.kind === 'ok') return this.complete(refund, answer.value.id, answer.raw);
    if (answer.kind === 'refused') {
      this.deps.log.warn({ refundId: refund.id, message: answer.message }, 'refunds: the provider refused a refund');
      return this.fail(refund, answer.message);
    }
    return this.retryLater(refund, answer.reason);
  }

  private fail(refund: RefundRow, reason: string): Promise<RefundRow> {
    return this.deps.repo.update(refund.id, { status: 'failed', failureReason: reason, nextCheckAt: null });
  }

  private retryLater(refund: RefundRow, reason: string): Promise<RefundRow> {
    this.deps.log.warn({ refundId: refund.id, reason }, 'refunds: provider not answering; will retry');
    return this.deps.repo.update(refund.id, {
      attempts: refund.attempts + 1,
      nextCheckAt: new Date(this.deps.now().getTime() + backoffMs(refund.attempts)),
      failureReason: `Retrying: ${reason}`,
    });
  }

  private async complete(refund: RefundRow, providerRefundId: string | null, raw: unknown): Promise<RefundRow> {
    const payment = await this.deps.payments.byId(refund.paymentId);
    const done = await this.deps.repo.transaction(async (repo, tx) => {
      const current = await repo.lock(refund.id);
      if (!current || current.status !== 'pending') return current ?? refund;
      let row = await repo.update(refund.id, {
        status: 'completed',
        providerRefundId,
        providerAnswer: raw,
        completedAt: this.deps.now(),
        nextCheckAt: null,
        failureReason: null,
      });
      row = await this.post(repo, row, tx);
      const full = payment !== null && (await repo.completedKobo(refund.paymentId)) >= payment.receivedKobo;
      if (full) await this.deps.invoices.markRefunded(row.bookingKind as PayableBookingKind, row.bookingId, tx);
      if (row.payerEmail) {
        await this.deps.mail.enqueue(tx, {
          to: row.payerEmail,
          template: 'refund-issued',
          data: {
            name: payment?.payer.name ?? '',
            item: payment?.item ?? row.bookingKind,
            amountKobo: row.amountKobo,
            full,
            reason: row.reason,
            reference: row.id,
            test: payment?.provider === 'sandbox',
          },
        });
      }
      return row;
    });
    this.deps.mail.kick();
    return done;
  }

  /** The ledger reversal, once the payment is in the ledger (posting is idempotent by `refund:{id}`). */
  private async post(repo: RefundsRepo, refund: RefundRow, tx: Tx): Promise<RefundRow> {
    if (refund.postedAt) return refund;
    if (!(await this.deps.ledger.paymentPosted(refund.paymentId, tx))) return refund;
    const memo = `Refund of payment ${refund.paymentId}: ${refund.reason}`.slice(0, 300);
    const { split } = await this.deps.ledger.postRefund(
      { refundId: refund.id, paymentId: refund.paymentId, refundKobo: refund.amountKobo, memo },
      tx,
    );
    if (split.fromPlatformShortfall > 0) {
      this.deps.log.warn(
        { refundId: refund.id, shortfall: split.fromPlatformShortfall },
        'refunds: mentor already paid',
      );
    }
    return repo.update(refund.id, { postedAt: this.deps.now(), shortfallKobo: split.fromPlatformShortfall });
  }
}
