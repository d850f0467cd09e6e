import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimitWindows } from './rate-limits.schema';

/**
 * Where one request falls: its key, the clock-aligned window it is counted in, and the share of the previous
 * window that still weighs on it. All times in milliseconds.
 */
export interface SlidingHit {
  key: string;
  windowStart: Date;
  previousStart: Date;
  windowMs: number;
  /** Time left in the current window: the previous window weighs `remainingMs / windowMs` of its count. */
  remainingMs: number;
  /** When the row stops weighing on any count (the end of the window after this one). */
  expiresAt: Date;
}

export interface WindowCounts {
  current: number;
  previous: number;
}

export class RateLimitRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * The previous window's count, weighted by how much of it the sliding window still covers and rounded up
   * (requests are whole): ceil(previous × remaining / window), in integers so every engine rounds alike.
   */
  private previousShare(hit: SlidingHit) {
    const p = sql.raw('"earlier"');
    return sql`coalesce((select (${p}.${sql.identifier(rateLimitWindows.count.name)}::bigint * ${hit.remainingMs}::bigint + ${hit.windowMs - 1}::bigint) / ${hit.windowMs}::bigint
      from ${rateLimitWindows} as ${p}
      where ${p}.${sql.identifier(rateLimitWindows.key.name)} = ${hit.key}
        and ${p}.${sql.identifier(rateLimitWindows.windowStart.name)} = ${hit.previousStart.toISOString()}::timestamptz), 0)`;
  }

  /**
   * Counts one request if the sliding count, this request included, stays within `max`, with a single statement
   * (so concurrent requests on any instance cannot both take the last place): the first request of a window
   * inserts its row, later ones add one; the WHERE clauses refuse both once the window is full. Answers false
   * when refused; a refused request is not counted.
   */
  async hitWithin(hit: SlidingHit, max: number): Promise<boolean> {
    const share = this.previousShare(hit);
    const rows = await this.db
      .insert(rateLimitWindows)
      .select(
        sql`select ${hit.key}, ${hit.windowStart.toISOString()}::timestamptz, 1, ${hit.expiresAt.toISOString()}::timestamptz where 1 + ${share} <= ${max}`,
      )
      .onConflictDoUpdate({
        target: [rateLimitWindows.key, rateLimitWindows.windowStart],
        set: { count: sql`${rateLimitWindows.count} + 1` },
        setWhere: sql`${rateLimitWindows.count} + 1 + ${share} <= ${max}`,
      })
      .returning({ count: rateLimitWindows.count });
    return rows.length > 0;
  }

  /** Counts one request whatever the count, and answers the sliding count with it (one statement). */
  async hit(hit: SlidingHit): Promise<number> {
    const [row] = await this.db
      .insert(rateLimitWindows)
      .values({ key: hit.key, windowStart: hit.windowStart, expiresAt: hit.expiresAt, count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitWindows.key, rateLimitWindows.windowStart],
        set: { count: sql`${rateLimitWindows.count} + 1` },
      })
      .returning({ total: sql<number>`(${rateLimitWindows.count} + ${this.previousShare(hit)})::int` });
    return Number(row?.total ?? 1);
  }

  /** The raw counts of the current and the previous window (for telling a refused client when to come back). */
  async counts(key: string, windowStart: Date, previousStart: Date): Promise<WindowCounts> {
    const rows = await this.db
      .select({ windowStart: rateLimitWindows.windowStart, count: rateLimitWindows.count })
      .from(rateLimitWindows)
      .where(and(eq(rateLimitWindows.key, key), inArray(rateLimitWindows.windowStart, [windowStart, previousStart])));
    const countAt = (start: Date) => rows.find((r) => r.windowStart.getTime() === start.getTime())?.count ?? 0;
    return { current: countAt(windowStart), previous: countAt(previousStart) };
  }

  /** Forgets every count of a key. */
  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
  }

  /** Removes every window that no longer weighs on any count. */
  async deleteExpired(now: Date): Promise<void> {
    await this.db.delete(rateLimitWindows).where(lte(rateLimitWindows.expiresAt, now));
  }
}
