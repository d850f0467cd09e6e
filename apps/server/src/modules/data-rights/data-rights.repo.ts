import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, type Tx } from '../../db/transaction';
import { dataExportRequests, type DataExportRow } from './data-rights.schema';

/** The only writer of data_export_requests (decision 0025). */
export class DataRightsRepo {
  constructor(private readonly db: DbOrTx) {}

  transaction<T>(work: (repo: DataRightsRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new DataRightsRepo(handle), tx));
  }

  /**
   * A new pending request for the account, or the one already waiting: the partial unique index lets one wait per
   * account, so two requests at once both answer the same row.
   */
  async pendingOrNew(userId: string, email: string): Promise<DataExportRow> {
    const [created] = await this.db
      .insert(dataExportRequests)
      .values({ userId, email })
      .onConflictDoNothing({
        target: dataExportRequests.userId,
        where: sql`${dataExportRequests.status} = 'PENDING'`,
      })
      .returning();
    if (created) return created;
    const [pending] = await this.db
      .select()
      .from(dataExportRequests)
      .where(and(eq(dataExportRequests.userId, userId), eq(dataExportRequests.status, 'PENDING')));
    if (!pending) throw new Error('data export: the pending request vanished');
    return pending;
  }

  listByUser(userId: string, limit: number): Promise<DataExportRow[]> {
    return this.db
      .select()
      .from(dataExportRequests)
      .where(eq(dataExportRequests.userId, userId))
      .orderBy(desc(dataExportRequests.requestedAt), desc(dataExportRequests.id))
      .limit(limit);
  }

  async byId(id: string): Promise<DataExportRow | null> {
    const [row] = await this.db.select().from(dataExportRequests).where(eq(dataExportRequests.id, id));
    return row ?? null;
  }

  /**
   * Counts a build attempt on the oldest pending request and answers it. The job runner runs the job on one instance
   * at a time (decision 0035); the row lock of the sub-select keeps two runs that overlap all the same apart.
   */
  async claimPending(): Promise<DataExportRow | null> {
    const oldest = this.db
      .select({ id: dataExportRequests.id })
      .from(dataExportRequests)
      .where(eq(dataExportRequests.status, 'PENDING'))
      .orderBy(dataExportRequests.requestedAt)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await this.db
      .update(dataExportRequests)
      .set({ attempts: sql`${dataExportRequests.attempts} + 1` })
      .where(and(eq(dataExportRequests.status, 'PENDING'), inArray(dataExportRequests.id, oldest)))
      .returning();
    return row ?? null;
  }

  async markReady(id: string, values: { fileKey: string; tokenHash: string; readyAt: Date; expiresAt: Date }) {
    await this.db
      .update(dataExportRequests)
      .set({ ...values, status: 'READY' })
      .where(eq(dataExportRequests.id, id));
  }

  async markFailed(id: string): Promise<void> {
    await this.db.update(dataExportRequests).set({ status: 'FAILED' }).where(eq(dataExportRequests.id, id));
  }

  /** Ready archives past their expiry: their rows turn EXPIRED (without file or token); answers the files to delete. */
  expireBefore(now: Date): Promise<string[]> {
    return this.transaction(async (repo) => {
      const due = await repo.db
        .select({ id: dataExportRequests.id, fileKey: dataExportRequests.fileKey })
        .from(dataExportRequests)
        .where(and(eq(dataExportRequests.status, 'READY'), lt(dataExportRequests.expiresAt, now)))
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      await repo.db
        .update(dataExportRequests)
        .set({ status: 'EXPIRED', fileKey: null, tokenHash: null })
        .where(
          inArray(
            dataExportRequests.id,
            due.map((row) => row.id),
          ),
        );
      return due.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
    });
  }

  /** The account's archives still stored (to delete once its account is gone). */
  async fileKeysOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ fileKey: dataExportRequests.fileKey })
      .from(dataExportRequests)
      .where(and(eq(dataExportRequests.userId, userId), inArray(dataExportRequests.status, ['READY', 'PENDING'])));
    return rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
  }
}
