import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';

export const mentorStatus = pgEnum('mentor_status', ['REVIEW', 'ACCEPTED', 'DECLINED']);

export const mentors = pgTable(
  'mentors',
  {
    id: idColumn(),
    // The account this record belongs to (Better Auth user id). Demo mentors seeded without an account have none.
    userSubId: text('user_sub_id').unique(),
    status: mentorStatus('status').notNull().default('REVIEW'),
    isActive: boolean('is_active').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    projects: text('projects').notNull().default(''),
    country: text('country').notNull(),
    specialization: text('specialization').notNull(),
    github: text('github').notNull().default(''),
    yrsOfexperience: text('yrs_of_experience').notNull(),
    bio: text('bio').notNull().default(''),
    imageKey: text('image_key'),
    imageUrl: text('image_url'),
    video: text('video'),
    accountBalance: integer('account_balance').notNull().default(0),
    facebookUrl: text('facebook_url'),
    dribbleUrl: text('dribble_url'),
    linkedInUrl: text('linked_in_url'),
    otherLinkUrl: text('other_link_url'),
    ...timestamps,
  },
  (t) => [
    index('mentors_status_created_idx').on(t.status, t.createdAt),
    index('mentors_email_idx').on(t.email),
    // The public directory: accepted and active, newest first (keyset on created_at, id).
    index('mentors_directory_idx').on(t.status, t.isActive, t.createdAt, t.id),
    // Its equality filters, compared case-insensitively.
    index('mentors_specialization_lower_idx').on(sql`lower(${t.specialization})`),
    index('mentors_country_idx').on(t.country),
    // The admin applications list: newest first, or by first name (migration 0009_admin).
    index('mentors_created_idx').on(t.createdAt),
    index('mentors_firstname_idx').on(t.firstname),
  ],
);
