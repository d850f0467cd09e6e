import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import { refunds, type RefundRow } from './refunds.schema';

export type NewRefund = Pick<
  RefundRow,
  | 'paymentId'
  | 'bookingKind'
  | 'bookingId'
  | 'amountKobo'
  | 'reason'
  | 'automatic'
  | 'requestedBy'
  | 'payerEmail'
  | 'nextCheckAt'
>;
export type RefundChange = Partial<
  Pick<
    RefundRow,
    | 'status'
    | 'providerRefundId'
    | 'providerAnswer'
    | 'failureReason'
    | 'shortfallKobo'
    | 'postedAt'
    | 'completedAt'
    | 'nextCheckAt'
    | 'attempts'
  >
>;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Refunds: this module's one table. */
export class RefundsRepo {
  constructor(private readonly db: DbOrTx) {}

  transaction<T>(work: (repo: RefundsRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new RefundsRepo(handle), tx));
  }

  /** Serialises refunds of one payment until the transaction ends, so two at once cannot both take what is left. */
  async lockPayment(paymentId: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`refunds:${paymentId}`}, 0))`);
  }

  /** What is refunded or on its way back for a payment (failed refunds gave nothing back). */
  async committedKobo(paymentId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)::bigint` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, ['pending', 'completed'])));
    return Number(row?.total ?? 0);
  }

  async completedKobo(paymentId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)::bigint` })
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'completed')));
    return Number(row?.total ?? 0);
  }

  /** The provider's ids of a payment's refunds other than `exceptId` (a look-up must not take one of them). */
  async providerIdsOf(paymentId: string, exceptId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: refunds.providerRefundId })
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), isNotNull(refunds.providerRefundId)));
    return rows.flatMap((r) => (r.id && r.id !== exceptId ? [r.id] : []));
  }

  async insert(values: NewRefund): Promise<RefundRow> {
    const [row] = await this.db.insert(refunds).values(values).returning();
    if (!row) throw new Error('refund not inserted');
    return row;
  }

  async lock(id: string): Promise<RefundRow | null> {
    const [row] = await this.db.select().from(refunds).where(eq(refunds.id, id)).for('update');
    return row ?? null;
  }

  async update(id: string, change: RefundChange): Promise<RefundRow> {
    const [row] = await this.db.update(refunds).set(change).where(eq(refunds.id, id)).returning();
    if (!row) throw new Error(`refund ${id} vanished`);
    return row;
  }

  /** Pending refunds whose try is due, claimed with a lease so several instances share them. */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<RefundRow[]> {
    const due = this.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.status, 'pending'), isNotNull(refunds.nextCheckAt), lte(refunds.nextCheckAt, now)))
      .orderBy(asc(refunds.nextCheckAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(refunds)
      .set({ nextCheckAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(refunds.id, due))
      .returning();
  }

  /** Completed refunds whose payment was not in the ledger yet when they completed. */
  async unposted(limit: number): Promise<RefundRow[]> {
    return this.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.status, 'completed'), isNull(refunds.postedAt)))
      .orderBy(asc(refunds.createdAt))
      .limit(limit);
  }

  async page(query: { offset: number; limit: number; search: string | null }) {
    const term = query.search ? `%${escapeLike(query.search)}%` : null;
    const where = term
      ? or(
          ilike(refunds.payerEmail, term),
          ilike(refunds.reason, term),
          ilike(refunds.status, term),
          ilike(refunds.bookingKind, term),
        )
      : undefined;
    const [items, totals] = await Promise.all([
      this.db
        .select()
        .from(refunds)
        .where(where)
        .orderBy(desc(refunds.createdAt), desc(refunds.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ total: count() }).from(refunds).where(where),
    ]);
    return { items, total: totals[0]?.total ?? 0 };
  }

  async *all(search: string | null, batch = 500): AsyncGenerator<RefundRow> {
    for (let offset = 0; ; offset += batch) {
      const { items } = await this.page({ offset, limit: batch, search });
      yield* items;
      if (items.length < batch) return;
    }
  }
}
