import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from '../../db/columns';
import { childProfiles } from './families.schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A child's signed-in browser in their learner space (issue 35, decision 0042): only the SHA-256 of its random token
 * is kept, so a copy of the database signs nobody in. It goes with the child's profile (withdrawn consent), and the
 * parent's setting or clearing of the code ends every one of them.
 */
export const learnerSessions = pgTable(
  'learner_sessions',
  {
    id: idColumn(),
    childId: uuid('child_id')
      .notNull()
      .references(() => childProfiles.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('learner_sessions_child_idx').on(t.childId)],
);

export type LearnerSessionRow = typeof learnerSessions.$inferSelect;
