import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { calendarFeeds, type CalendarFeedRow } from './calendar-feed.schema';
import type { FeedKey } from './feed-secret';

/** The calendar_feeds table: one address per account. */
export class CalendarFeedRepo {
  constructor(private readonly db: DbOrTx) {}

  async ofUser(userId: string): Promise<CalendarFeedRow | null> {
    const [row] = await this.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId)).limit(1);
    return row ?? null;
  }

  /** The account's address, made with `key` unless it has one (two first asks at once keep the same one). */
  async ensure(userId: string, key: FeedKey, now: Date): Promise<CalendarFeedRow> {
    await this.db
      .insert(calendarFeeds)
      .values({ userId, ...key, createdAt: now })
      .onConflictDoNothing({ target: calendarFeeds.userId });
    const row = await this.ofUser(userId);
    if (!row) throw new Error('calendar feed: the row just made is missing');
    return row;
  }

  /** Replaces the account's address: the old selector is gone when this returns. */
  async replace(userId: string, key: FeedKey, now: Date): Promise<CalendarFeedRow> {
    const [row] = await this.db
      .insert(calendarFeeds)
      .values({ userId, ...key, createdAt: now })
      .onConflictDoUpdate({ target: calendarFeeds.userId, set: { ...key, createdAt: now } })
      .returning();
    if (!row) throw new Error('calendar feed: the replaced row is missing');
    return row;
  }

  async bySelector(selector: string): Promise<CalendarFeedRow | null> {
    const [row] = await this.db.select().from(calendarFeeds).where(eq(calendarFeeds.selector, selector)).limit(1);
    return row ?? null;
  }
}
