import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema';

/**
 * An account's calendar feed address (issue 37, decision 0051): one per account. The address's secret is the
 * `selector` (random, found by its unique index) followed by a verifier; only the verifier's SHA-256 is kept, so a
 * copy of the database cannot read anyone's calendar. A new address replaces the row, so the old one answers 404 at
 * once; deleting the account deletes the row.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    selector: text('selector').notNull(),
    /** SHA-256 (hex) of the verifier part of the secret. */
    verifierHash: text('verifier_hash').notNull(),
    /** When this address was made (the first ask, or the last "make a new address"). */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_selector_idx').on(t.selector)],
);

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
