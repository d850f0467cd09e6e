import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';

/**
 * What a one-time code proves: the e-mail, for rating a course, reviewing a mentor, booking a free trial or deleting
 * an account (the account's id in `subject_id`); or a phone number (its digits in `subject_id`, no e-mail) before
 * texts go to it.
 */
export const codePurposes = [
  'course-rating',
  'mentor-review',
  'trial-booking',
  'phone-confirmation',
  'child-consent',
  'account-deletion',
] as const;
export type CodePurpose = (typeof codePurposes)[number];

/**
 * A one-time code mailed to prove that someone reads an e-mail address, for one purpose and subject (a course, a
 * mentor). Only the code's SHA-256 is kept. What the person asked for waits in `payload` (a rating's stars) apart from
 * what counts, so typing someone else's address changes nothing of theirs. One per (purpose, subject, e-mail): asking
 * again replaces the code and its attempts. Every check counts as an attempt, the right code's too.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: idColumn(),
    purpose: text('purpose', { enum: codePurposes }).notNull(),
    subjectId: text('subject_id').notNull(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('one_time_codes_key_idx').on(t.purpose, t.subjectId, t.email),
    index('one_time_codes_expires_idx').on(t.expiresAt),
  ],
);

export type OneTimeCodeRow = typeof oneTimeCodes.$inferSelect;
