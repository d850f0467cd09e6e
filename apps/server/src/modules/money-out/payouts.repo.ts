import { and, asc, count, desc, eq, ilike, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import {
  payoutAccounts,
  payoutBatches,
  payouts,
  payoutWebhookEvents,
  type PayoutAccountRow,
  type PayoutBatchRow,
  type PayoutRow,
  type PayoutStatus,
} from './payouts.schema';

export type NewPayoutAccount = Omit<PayoutAccountRow, 'id' | 'createdAt' | 'updatedAt'>;
export type NewPayout = Pick<
  PayoutRow,
  'batchId' | 'mentorId' | 'mentorName' | 'mentorEmail' | 'amountKobo' | 'reference'
>;
export type PayoutChange = Partial<Omit<PayoutRow, 'id' | 'batchId' | 'mentorId' | 'reference' | 'createdAt'>>;

export interface PageQuery {
  offset: number;
  limit: number;
  search: string | null;
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Payouts, their batches, the mentors' bank accounts and the transfer webhooks taken in: this module's tables. */
export class PayoutsRepo {
  constructor(private readonly db: DbOrTx) {}

  transaction<T>(work: (repo: PayoutsRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new PayoutsRepo(handle), tx));
  }

  async accountOf(mentorId: string): Promise<PayoutAccountRow | null> {
    const [row] = await this.db.select().from(payoutAccounts).where(eq(payoutAccounts.mentorId, mentorId));
    return row ?? null;
  }

  /** One account per mentor: a new one replaces the old (payouts already sent keep their own copy). */
  async saveAccount(values: NewPayoutAccount): Promise<PayoutAccountRow> {
    const [row] = await this.db
      .insert(payoutAccounts)
      .values(values)
      .onConflictDoUpdate({ target: payoutAccounts.mentorId, set: { ...values, updatedAt: new Date() } })
      .returning();
    if (!row) throw new Error('payout account not saved');
    return row;
  }

  /** The mentors who can be paid at all (they have an account). */
  async mentorsWithAccounts(): Promise<string[]> {
    const rows = await this.db.select({ mentorId: payoutAccounts.mentorId }).from(payoutAccounts);
    return rows.map((r) => r.mentorId);
  }

  /** The batch waiting for an admin, if any (at most one: a partial unique index). */
  async batchInReview(): Promise<PayoutBatchRow | null> {
    const [row] = await this.db.select().from(payoutBatches).where(eq(payoutBatches.status, 'review'));
    return row ?? null;
  }

  /** A new batch in review, or null when one was made at the same moment (by another instance). */
  async insertBatch(week: string, totalKobo: number): Promise<PayoutBatchRow | null> {
    const [row] = await this.db.insert(payoutBatches).values({ week, totalKobo }).onConflictDoNothing().returning();
    return row ?? null;
  }

  async lockBatch(id: string): Promise<PayoutBatchRow | null> {
    const [row] = await this.db.select().from(payoutBatches).where(eq(payoutBatches.id, id)).for('update');
    return row ?? null;
  }

  async setBatch(
    id: string,
    change: Partial<Pick<PayoutBatchRow, 'status' | 'approvedAt' | 'approvedBy' | 'totalKobo'>>,
  ) {
    await this.db.update(payoutBatches).set(change).where(eq(payoutBatches.id, id));
  }

  async insertPayout(values: NewPayout): Promise<PayoutRow> {
    const [row] = await this.db.insert(payouts).values(values).returning();
    if (!row) throw new Error('payout not inserted');
    return row;
  }

  async payoutsOfBatch(batchId: string, status?: PayoutStatus): Promise<PayoutRow[]> {
    return this.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.batchId, batchId), status ? eq(payouts.status, status) : undefined))
      .orderBy(asc(payouts.createdAt), asc(payouts.id));
  }

  async lockPayout(where: { id: string } | { reference: string }): Promise<PayoutRow | null> {
    const condition = 'id' in where ? eq(payouts.id, where.id) : eq(payouts.reference, where.reference);
    const [row] = await this.db.select().from(payouts).where(condition).for('update');
    return row ?? null;
  }

  async payoutById(id: string): Promise<PayoutRow | null> {
    const [row] = await this.db.select().from(payouts).where(eq(payouts.id, id));
    return row ?? null;
  }

  async payoutByReference(reference: string): Promise<PayoutRow | null> {
    const [row] = await this.db.select().from(payouts).where(eq(payouts.reference, reference));
    return row ?? null;
  }

  async payoutByProviderId(providerTransferId: string): Promise<PayoutRow | null> {
    const [row] = await this.db.select().from(payouts).where(eq(payouts.providerTransferId, providerTransferId));
    return row ?? null;
  }

  async updatePayout(id: string, change: PayoutChange): Promise<PayoutRow> {
    const [row] = await this.db.update(payouts).set(change).where(eq(payouts.id, id)).returning();
    if (!row) throw new Error(`payout ${id} vanished`);
    return row;
  }

  /** Payouts the provider still has to settle whose check is due, claimed with a lease (several instances share). */
  async claimDue(now: Date, limit: number, leaseMs: number): Promise<PayoutRow[]> {
    const due = this.db
      .select({ id: payouts.id })
      .from(payouts)
      .where(
        and(
          isNotNull(payouts.nextCheckAt),
          lte(payouts.nextCheckAt, now),
          inArray(payouts.status, ['sending', 'sent']),
        ),
      )
      .orderBy(asc(payouts.nextCheckAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(payouts)
      .set({ nextCheckAt: new Date(now.getTime() + leaseMs) })
      .where(inArray(payouts.id, due))
      .returning();
  }

  /** True the first time a webhook delivery is seen. */
  async recordWebhookEvent(dedupeKey: string, reference: string | null): Promise<boolean> {
    const rows = await this.db
      .insert(payoutWebhookEvents)
      .values({ dedupeKey, reference })
      .onConflictDoNothing()
      .returning({ id: payoutWebhookEvents.id });
    return rows.length > 0;
  }

  /** Forgets webhook keys older than `before` (a delivery is repeated within hours, not weeks). */
  async deleteWebhookEventsBefore(before: Date): Promise<number> {
    const rows = await this.db
      .delete(payoutWebhookEvents)
      .where(lt(payoutWebhookEvents.receivedAt, before))
      .returning({ id: payoutWebhookEvents.id });
    return rows.length;
  }

  async listBatches(query: PageQuery): Promise<{ items: PayoutBatchRow[]; total: number }> {
    const where = query.search ? ilike(payoutBatches.week, `%${escapeLike(query.search)}%`) : undefined;
    const [items, totals] = await Promise.all([
      this.db
        .select()
        .from(payoutBatches)
        .where(where)
        .orderBy(desc(payoutBatches.createdAt), desc(payoutBatches.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ total: count() }).from(payoutBatches).where(where),
    ]);
    return { items, total: totals[0]?.total ?? 0 };
  }

  private payoutFilter(
    query: Pick<PageQuery, 'search'>,
    filter: { batchId?: string | null; mentorId?: string },
  ): SQL | undefined {
    const term = query.search ? `%${escapeLike(query.search)}%` : null;
    return and(
      filter.batchId ? eq(payouts.batchId, filter.batchId) : undefined,
      filter.mentorId ? eq(payouts.mentorId, filter.mentorId) : undefined,
      term
        ? or(
            ilike(payouts.mentorName, term),
            ilike(payouts.mentorEmail, term),
            ilike(payouts.reference, term),
            ilike(payouts.status, term),
          )
        : undefined,
    );
  }

  async listPayouts(
    query: PageQuery,
    filter: { batchId?: string | null; mentorId?: string } = {},
  ): Promise<{ items: PayoutRow[]; total: number }> {
    const where = this.payoutFilter(query, filter);
    const [items, totals] = await Promise.all([
      this.db
        .select()
        .from(payouts)
        .where(where)
        .orderBy(desc(payouts.createdAt), desc(payouts.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ total: count() }).from(payouts).where(where),
    ]);
    return { items, total: totals[0]?.total ?? 0 };
  }

  /** Every payout matching the search, in batches (the CSV export never holds the table in memory). */
  async *allPayouts(search: string | null, batch = 500): AsyncGenerator<PayoutRow> {
    for (let offset = 0; ; offset += batch) {
      const { items } = await this.listPayouts({ offset, limit: batch, search });
      yield* items;
      if (items.length < batch) return;
    }
  }

  /** What a mentor was paid, for their earnings page: completed payouts summed in the database. */
  async paidTotal(mentorId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${payouts.amountKobo}), 0)::bigint` })
      .from(payouts)
      .where(and(eq(payouts.mentorId, mentorId), eq(payouts.status, 'completed')));
    return Number(row?.total ?? 0);
  }
}
