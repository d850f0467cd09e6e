import { and, asc, desc, eq, getTableColumns, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { Tx } from '../../db/transaction';
import type { Cursor } from '../../lib/paging';
import { cursorText, pastCursor } from '../../db/keyset';
import type { MailAttachment } from './attachments';
import { mailOutbox } from './mail.schema';

export type MailRow = typeof mailOutbox.$inferSelect;
export type MailStatus = MailRow['status'];

const seconds = (ms: number) => Math.max(0, Math.round(ms)) / 1000;

export class MailRepo {
  constructor(private readonly db: DbOrTx) {}

  /** The same repository writing through a caller's transaction. */
  in(tx: Tx): MailRepo {
    return new MailRepo(Tx.handle(tx));
  }

  async insert(row: {
    to: string;
    template: string;
    data: Record<string, unknown>;
    attachments: MailAttachment[];
    status: 'held' | 'pending';
  }) {
    const [inserted] = await this.db.insert(mailOutbox).values(row).returning();
    if (!inserted) throw new Error('mail outbox insert returned nothing');
    return inserted;
  }

  /**
   * Claims due mails for one worker: rows other workers have locked are skipped, and each claimed row is leased
   * (status 'sending' until next_attempt_at) so a crashed worker's mail is picked up again when the lease ends.
   */
  claimDue(limit: number, leaseMs: number): Promise<MailRow[]> {
    return this.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(mailOutbox.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(mailOutbox)
        .set({
          status: 'sending',
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${seconds(leaseMs)})`,
        })
        .where(
          inArray(
            mailOutbox.id,
            due.map((d) => d.id),
          ),
        )
        .returning();
    });
  }

  /** Each outcome applies only to the claim it belongs to (same attempt), never to a later re-claim. */
  async markSent(row: MailRow): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
      .where(this.sameClaim(row));
  }

  async markRetry(row: MailRow, error: string, delayMs: number): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({
        status: 'pending',
        lastError: error,
        nextAttemptAt: sql`now() + make_interval(secs => ${seconds(delayMs)})`,
      })
      .where(this.sameClaim(row));
  }

  async markFailed(row: MailRow, error: string): Promise<void> {
    await this.db.update(mailOutbox).set({ status: 'failed', lastError: error }).where(this.sameClaim(row));
  }

  /** An admin sends a failed mail again: a fresh set of attempts. */
  async requeue(id: string): Promise<MailRow | null> {
    const [row] = await this.db
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
      .returning();
    return row ?? null;
  }

  async findById(id: string): Promise<MailRow | null> {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
    return row ?? null;
  }

  /** Newest first, keyset-paged; `cursorAt` is created_at to the microsecond, for the page's cursor. */
  list(
    filter: { status?: MailStatus | null; to?: string | null },
    limit: number,
    after: Cursor | null,
  ): Promise<(MailRow & { cursorAt: string })[]> {
    const conditions = [
      filter.status ? eq(mailOutbox.status, filter.status) : undefined,
      filter.to ? eq(mailOutbox.to, filter.to) : undefined,
      after ? pastCursor(mailOutbox.createdAt, mailOutbox.id, after) : undefined,
    ];
    return this.db
      .select({ ...getTableColumns(mailOutbox), cursorAt: cursorText(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(and(...conditions))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit);
  }

  private sameClaim(row: MailRow) {
    return and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, row.attempts));
  }

  /** Mails waiting to go out (pending or being sent) and the oldest one's creation, for /metrics. */
  async queueStats(): Promise<{ depth: number; oldest: Date | null }> {
    const [row] = await this.db
      .select({ depth: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${mailOutbox.createdAt})` })
      .from(mailOutbox)
      .where(inArray(mailOutbox.status, ['pending', 'sending']));
    return { depth: Number(row?.depth ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
  }
}
