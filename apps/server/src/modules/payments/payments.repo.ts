import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { PayableBookingKind } from '@eazy2con/shared/payments';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import type { PayableBooking, PayableBookingSource } from './payable-bookings';
import { payments, paymentWebhookEvents, type PaymentProviderName, type PaymentRow } from './payments.schema';

export type NewPayment = Pick<
  PaymentRow,
  'txRef' | 'bookingKind' | 'bookingId' | 'amountKobo' | 'currency' | 'provider' | 'nextCheckAt'
> &
  Partial<Pick<PaymentRow, 'method' | 'expiresAt' | 'saveCardFor' | 'savedCardId'>>;
export type PaymentChange = Partial<
  Pick<
    PaymentRow,
    | 'status'
    | 'providerTxId'
    | 'verification'
    | 'paidKobo'
    | 'flag'
    | 'settledAt'
    | 'nextCheckAt'
    | 'checks'
    | 'authorizationUrl'
    | 'providerMessage'
  >
>;

/** Card payment attempts and the webhook deliveries already taken in. */
export class PaymentsRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Runs `work` in one transaction (the caller's `within`, or a new one), with this repository bound to it and the
   * opaque `Tx` to hand to other modules' services.
   */
  transaction<T>(work: (repo: PaymentsRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new PaymentsRepo(handle), tx));
  }

  /** This repository writing through a caller's transaction. */
  in(tx: Tx): PaymentsRepo {
    return new PaymentsRepo(Tx.handle(tx));
  }

  async byProviderTx(provider: PaymentProviderName, providerTxId: string): Promise<PaymentRow | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerTxId, providerTxId)))
      .limit(1);
    return row ?? null;
  }

  async insert(values: NewPayment): Promise<PaymentRow> {
    const [row] = await this.db.insert(payments).values(values).returning();
    if (!row) throw new Error('payment insert returned no row');
    return row;
  }

  /** Inserts the attempt unless its tx_ref exists (a saved-card charge asked again): null then. */
  async insertOnce(values: NewPayment): Promise<PaymentRow | null> {
    const [row] = await this.db
      .insert(payments)
      .values(values)
      .onConflictDoNothing({ target: payments.txRef })
      .returning();
    return row ?? null;
  }

  async byTxRef(txRef: string): Promise<PaymentRow | null> {
    const [row] = await this.db.select().from(payments).where(eq(payments.txRef, txRef)).limit(1);
    return row ?? null;
  }

  /** The payment, locked until the transaction ends: settlements of one payment run one after the other. */
  async lockByTxRef(txRef: string): Promise<PaymentRow | null> {
    const [row] = await this.db.select().from(payments).where(eq(payments.txRef, txRef)).for('update').limit(1);
    return row ?? null;
  }

  async update(id: string, change: PaymentChange): Promise<PaymentRow> {
    const [row] = await this.db.update(payments).set(change).where(eq(payments.id, id)).returning();
    if (!row) throw new Error(`payment ${id} vanished`);
    return row;
  }

  /** A booking through its module's port, read with this repository's handle (inside its transaction, if any). */
  findBooking(source: PayableBookingSource, id: string): Promise<PayableBooking | null> {
    return source.find(this.db, id);
  }

  setBookingPayment(
    source: PayableBookingSource,
    id: string,
    payment: { status: 'PAID' | 'FAILED'; txRef: string },
  ): Promise<boolean> {
    return source.setPayment(this.db, id, payment);
  }

  cancelBooking(source: PayableBookingSource, id: string, at: Date): Promise<boolean> {
    return source.cancel(this.db, id, at);
  }

  /** The booking's attempts still waiting for a verdict, newest first (checked again before a new checkout). */
  openAttempts(kind: PayableBookingKind, bookingId: string, since: Date, limit: number): Promise<PaymentRow[]> {
    return this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.bookingKind, kind),
          eq(payments.bookingId, bookingId),
          inArray(payments.status, ['pending', 'cancelled', 'failed']),
          gt(payments.createdAt, since),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(limit);
  }

  /**
   * Claims up to `limit` payments due for a re-check: pushes their next check `leaseMs` ahead in the same statement
   * (rows another instance holds are skipped), so two instances running the job do not check the same payment.
   */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<PaymentRow[]> {
    const due = this.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(isNotNull(payments.nextCheckAt), lte(payments.nextCheckAt, now)))
      .orderBy(asc(payments.nextCheckAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(payments)
      .set({ nextCheckAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(payments.id, due))
      .returning();
  }

  /** Records a webhook delivery; false when this one was taken in before (a repeated delivery). */
  async recordWebhookEvent(values: {
    provider: PaymentProviderName;
    dedupeKey: string;
    event: string;
    txRef: string | null;
  }): Promise<boolean> {
    const rows = await this.db
      .insert(paymentWebhookEvents)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: paymentWebhookEvents.id });
    return rows.length > 0;
  }

  /** Webhook dedupe keys older than `before` (a delivery is repeated within hours, not months). */
  async deleteWebhookEventsBefore(before: Date): Promise<number> {
    const rows = await this.db
      .delete(paymentWebhookEvents)
      .where(sql`${paymentWebhookEvents.receivedAt} < ${before}`)
      .returning({ id: paymentWebhookEvents.id });
    return rows.length;
  }
}
