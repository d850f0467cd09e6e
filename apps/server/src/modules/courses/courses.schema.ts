import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { users } from '../accounts/accounts.schema';
import { courses } from '../mentors/mentors.schema';

/** Stars given to a mentor course; one row per e-mail per course (a repeat updates it). */
export const courseRatings = pgTable(
  'course_ratings',
  {
    id: idColumn(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    email: text('email').notNull(), // stored lower-case by the shared schema
    stars: smallint('stars').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('course_ratings_course_email_idx').on(t.courseId, t.email),
    check('course_ratings_stars_check', sql`${t.stars} between 1 and 5`),
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
 * refused while bookings of it exist rather than silently dropping them.
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
    ...timestamps,
  },
  (t) => [index('book_courses_course_idx').on(t.courseId), index('book_courses_email_idx').on(t.email)],
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
