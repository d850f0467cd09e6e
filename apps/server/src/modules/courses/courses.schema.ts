import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { users } from '../accounts/accounts.schema';
import { courses } from '../mentors/mentors.schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Stars given to a mentor course; one row per e-mail per course (a repeat updates it). A row counts only once its
 * e-mail is confirmed (`confirmed_at`): rows written before confirmation existed have none and are not counted.
 */
export const courseRatings = pgTable(
  'course_ratings',
  {
    id: idColumn(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    email: text('email').notNull(), // stored lower-case by the shared schema
    stars: smallint('stars').notNull(),
    confirmedAt: at('confirmed_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('course_ratings_course_email_idx').on(t.courseId, t.email),
    check('course_ratings_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);

/**
 * A rating waiting for its e-mail to be confirmed by a mailed one-time code: the stars are kept here, apart from
 * `course_ratings`, so that someone typing another person's address cannot touch that person's counted stars.
 * One per (course, e-mail): asking again replaces the code.
 */
export const courseRatingCodes = pgTable(
  'course_rating_codes',
  {
    id: idColumn(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    stars: smallint('stars').notNull(),
    codeHash: text('code_hash').notNull(), // SHA-256 of the code: a copy of the table does not give the codes away
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0), // every check counts, the right code's too
    ...timestamps,
  },
  (t) => [
    uniqueIndex('course_rating_codes_course_email_idx').on(t.courseId, t.email),
    index('course_rating_codes_expires_idx').on(t.expiresAt),
    check('course_rating_codes_stars_check', sql`${t.stars} between 1 and 5`),
  ],
);

/** Comments on a mentor course. Name and e-mail are optional; the e-mail is never shown publicly. */
export const courseComments = pgTable(
  'course_comments',
  {
    id: idColumn(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name'),
    email: text('email'),
    text: text('text').notNull(),
    ...timestamps,
  },
  (t) => [index('course_comments_course_created_idx').on(t.courseId, t.createdAt)],
);

/**
 * A course booking from the checkout page (spec: BookCourse). It is a customer's request, so deleting a course is
 * refused while bookings of it exist rather than silently dropping them. It counts (students, Paid Courses) only
 * once its e-mail is confirmed: at once for a signed-in account with that verified e-mail, otherwise through the
 * single-use link mailed to it (the token's SHA-256 is kept, cleared when used).
 */
export const bookCourses = pgTable(
  'book_courses',
  {
    id: idColumn(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    menteeName: text('mentee_name').notNull().default(''),
    phone: text('phone').notNull(),
    email: text('email').notNull(), // lower-case
    confirmedAt: at('confirmed_at'),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: at('confirm_expires_at'),
    ...timestamps,
  },
  (t) => [
    index('book_courses_course_idx').on(t.courseId),
    index('book_courses_email_idx').on(t.email),
    uniqueIndex('book_courses_confirm_token_idx').on(t.confirmTokenHash),
  ],
);

/**
 * A learner's own record of the topics of a booked course they have finished; the Paid Courses progress bar is
 * the share of the course's current topics found here (see docs/decisions/0004).
 */
export const courseProgress = pgTable(
  'course_progress',
  {
    id: idColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedTopics: jsonb('completed_topics').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('course_progress_user_course_idx').on(t.userId, t.courseId)],
);
