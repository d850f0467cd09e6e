import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { users } from '../accounts/accounts.schema';
import { mentors } from '../mentors/mentors.schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A child's profile, owned by the parent's account (issue 35, decision 0042). Only what a class needs: first name,
 * age band, optionally a year of birth and interests; never an e-mail or a photo. It exists only while its consent
 * stands: withdrawing consent deletes the row (and with it the child's messages), and bookings keep their payment
 * record without it (their `child_id` is set null).
 */
export const childProfiles = pgTable(
  'child_profiles',
  {
    id: idColumn(),
    parentUserId: text('parent_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    ageBand: text('age_band').notNull(),
    yearOfBirth: integer('year_of_birth'),
    interests: text('interests'),
    /**
     * The code the parent set for the child's learner space, hashed as account passwords are; null while the space
     * is off (decision 0042, Learner space).
     */
    learnerCodeHash: text('learner_code_hash'),
    ...timestamps,
  },
  (t) => [index('child_profiles_parent_idx').on(t.parentUserId, t.createdAt)],
);

/** How the parent's consent was verified: the account's confirmed e-mail plus a code texted to their phone. */
export const consentMethods = ['EMAIL_AND_PHONE_CODE'] as const;
export type ConsentMethod = (typeof consentMethods)[number];

/**
 * The record of a parent's consent for one child: who (the account and the e-mail it had confirmed), their stated
 * relationship, how it was verified (the phone the code went to), the notice's version and when. Withdrawal is
 * recorded beside it, never over it. It has no foreign keys: it is the proof of consent the NDPA puts on us, so it
 * outlives the child's profile and the account (which, when deleted, leave only hashes of the e-mail and phone).
 */
export const childConsents = pgTable(
  'child_consents',
  {
    id: idColumn(),
    childId: uuid('child_id').notNull(),
    parentUserId: text('parent_user_id').notNull(),
    parentEmail: text('parent_email').notNull(),
    phone: text('phone').notNull(),
    relationship: text('relationship').notNull(),
    method: text('method', { enum: consentMethods }).notNull(),
    noticeVersion: text('notice_version').notNull(),
    givenAt: at('given_at').notNull().defaultNow(),
    withdrawnAt: at('withdrawn_at'),
    /** When the child's profile, messages and the mentors' notes about them were erased (at withdrawal). */
    erasedAt: at('erased_at'),
  },
  (t) => [
    uniqueIndex('child_consents_child_idx').on(t.childId),
    index('child_consents_parent_idx').on(t.parentUserId, t.givenAt),
    // The admins' list, newest first.
    index('child_consents_given_idx').on(t.givenAt, t.id),
  ],
);

/**
 * A message between a mentor and a child they teach. There is no private channel with a child: the parent reads
 * every message (childActivity), and the child's own space shows no chat outside it.
 */
export const childMessages = pgTable(
  'child_messages',
  {
    id: idColumn(),
    childId: uuid('child_id')
      .notNull()
      .references(() => childProfiles.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id').references(() => mentors.id, { onDelete: 'set null' }),
    sender: text('sender', { enum: ['mentor', 'parent'] }).notNull(),
    /** Who wrote it, as the parent sees it (the mentor's name at the time, or 'You'). */
    fromName: text('from_name').notNull(),
    text: text('text').notNull(),
    ...timestamps,
  },
  (t) => [
    index('child_messages_child_created_idx').on(t.childId, t.createdAt, t.id),
    check('child_messages_text_check', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);

export type ChildProfileRow = typeof childProfiles.$inferSelect;
export type ChildConsentRow = typeof childConsents.$inferSelect;
export type ChildMessageRow = typeof childMessages.$inferSelect;
