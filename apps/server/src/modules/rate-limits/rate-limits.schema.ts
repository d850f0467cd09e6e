import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Requests counted per key (operation and client address) in fixed windows, shared by every server instance.
 * Better Auth keeps its own counters in `rate_limits`; this table serves the GraphQL operations. A row is dead once
 * `expires_at` has passed, and is deleted by the limiter's periodic purge (hence the index).
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_windows_expires_idx').on(t.expiresAt)],
);
