import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { mentors } from './mentors.schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A review of a mentor by someone who booked them (the e-mail of the booking, proven by a mailed code). One per
 * e-mail per mentor. An admin hides a review (hidden_at) rather than deleting it, so it can be looked at again.
 */
export const mentorReviews = pgTable(
  'mentor_reviews',
  {
    id: idColumn(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    message: text('message').notNull(),
    stars: smallint('stars').notNull(),
    email: text('email').notNull(), // lower-case, never exposed
    hiddenAt: at('hidden_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('mentor_reviews_mentor_email_idx').on(t.mentorId, t.email),
    index('mentor_reviews_mentor_created_idx').on(t.mentorId, t.createdAt),
    // The moderation list: newest first, or by stars.
    index('mentor_reviews_created_idx').on(t.createdAt),
    index('mentor_reviews_stars_idx').on(t.stars),
    check('mentor_reviews_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);

export type MentorReviewRow = typeof mentorReviews.$inferSelect;
