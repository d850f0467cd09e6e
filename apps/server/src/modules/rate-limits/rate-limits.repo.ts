import { lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimitWindows } from './rate-limits.schema';

export interface WindowHit {
  key: string;
  windowStart: Date;
  expiresAt: Date;
  /** The most requests the window may hold. */
  max: number;
}

export class RateLimitRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Counts one request in its window with a single statement (so concurrent requests on any instance cannot both
   * take the last place): the first request inserts the row, later ones add one while the count is below `max`.
   * Answers false when the window is already full; a full window's count stays at `max`.
   */
  async hit({ key, windowStart, expiresAt, max }: WindowHit): Promise<boolean> {
    const rows = await this.db
      .insert(rateLimitWindows)
      .values({ key, windowStart, expiresAt, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitWindows.key, rateLimitWindows.windowStart],
        set: { count: sql`${rateLimitWindows.count} + 1` },
        setWhere: sql`${rateLimitWindows.count} < ${max}`,
      })
      .returning({ count: rateLimitWindows.count });
    return rows.length > 0;
  }

  /** Removes every window that has ended. */
  async deleteExpired(now: Date): Promise<void> {
    await this.db.delete(rateLimitWindows).where(lte(rateLimitWindows.expiresAt, now));
  }
}
