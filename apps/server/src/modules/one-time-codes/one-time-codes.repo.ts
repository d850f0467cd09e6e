import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { Tx } from '../../db/transaction';
import { oneTimeCodes, type CodePurpose, type OneTimeCodeRow } from './one-time-codes.schema';

export interface CodeKey {
  purpose: CodePurpose;
  subjectId: string;
  email: string;
}

/** The only writer of one_time_codes (decision 0025). */
export class OneTimeCodesRepo {
  constructor(private readonly db: DbOrTx) {}

  in(tx: Tx): OneTimeCodesRepo {
    return new OneTimeCodesRepo(Tx.handle(tx));
  }

  /** Stores a code for this key; asking again replaces the code, its payload and its attempts. */
  async save(key: CodeKey, values: { codeHash: string; payload: Record<string, unknown>; expiresAt: Date }) {
    await this.db
      .insert(oneTimeCodes)
      .values({ ...key, ...values })
      .onConflictDoUpdate({
        target: [oneTimeCodes.purpose, oneTimeCodes.subjectId, oneTimeCodes.email],
        set: { ...values, attempts: 0, updatedAt: new Date() },
      });
  }

  /**
   * Counts one attempt at the code of this key and answers it, or null when there is none, it has expired or its
   * attempts are used up. Counting before comparing, in one statement, means parallel guesses cannot get more than
   * `maxAttempts` between them.
   */
  async claimAttempt(key: CodeKey, maxAttempts: number, now: Date): Promise<OneTimeCodeRow | null> {
    const [row] = await this.db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(
        and(
          eq(oneTimeCodes.purpose, key.purpose),
          eq(oneTimeCodes.subjectId, key.subjectId),
          eq(oneTimeCodes.email, key.email),
          lt(oneTimeCodes.attempts, maxAttempts),
          gt(oneTimeCodes.expiresAt, now),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Whether this key has a code that has not expired or been spent. */
  async hasLive(key: CodeKey, now: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.purpose, key.purpose),
          eq(oneTimeCodes.subjectId, key.subjectId),
          eq(oneTimeCodes.email, key.email),
          gt(oneTimeCodes.expiresAt, now),
        ),
      );
    return row !== undefined;
  }

  /** Spends a code; false when another request spent it first. */
  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id)).returning({ id: oneTimeCodes.id });
    return rows.length > 0;
  }

  /** For the retention purge: codes that expired unused (what they carried never counted). */
  deleteExpired(now: Date): Promise<number> {
    return deleteWhere(this.db, oneTimeCodes, lt(oneTimeCodes.expiresAt, now));
  }
}
