import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from '../../db/columns';
import { users } from '../accounts/accounts.schema';
import { mentors } from '../mentors/mentors.schema';

/** Courses a mentor offers (spec: Course server record, plus the shared-list fields). */
export const courses = pgTable(
  'courses',
  {
    id: idColumn(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    /** The upload behind `image` when the mentor uploaded it (files module); null for seeded pictures. */
    imageKey: text('image_key'),
    video: text('video'),
    videoKey: text('video_key'),
    language: text('language').notNull().default(''),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    durationHours: integer('duration_hours').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('courses_mentor_idx').on(t.mentorId),
    index('courses_created_idx').on(t.createdAt),
    index('courses_title_idx').on(t.title),
  ],
);

/**
 * The mentors of a course added from /add-courses (the admin form's courseMentorsId): a course may have several.
 * The course's own mentor_id stays the first of them, so everything that reads one mentor per course keeps working.
 */
export const courseMentors = pgTable(
  'course_mentors',
  {
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.courseId, t.mentorId] }), index('course_mentors_mentor_idx').on(t.mentorId)],
);

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
