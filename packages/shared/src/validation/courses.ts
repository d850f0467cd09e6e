import { z } from 'zod';
import { COMMENT_MAX_LENGTH, RATING_MAX, RATING_MIN } from '../course-limits';

/**
 * Mentor courses: the rating and comment widgets of the course dialog and the checkout form (spec 1 §5). The web
 * forms and the server's `rateCourse`, `commentCourse` and `createBookCourse` parse with these schemas.
 */

// The numbers and title cuts live in course-limits.ts (no zod) for the public pages; re-exported here.
export {
  COMMENT_MAX_LENGTH,
  cutTitle,
  LATEST_COMMENTS,
  MODULE_CARD_TITLE_MAX,
  PAID_CARD_TITLE_MAX,
  RATING_CODE_LENGTH,
  RATING_MAX,
  RATING_MIN,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
} from '../course-limits';

export const RATE_EMAIL_REQUIRED = 'Email is required';
export const COMMENT_REQUIRED = 'comment is required!';
export const STARS_REQUIRED = 'Pick from 1 to 5 stars';

const courseIdField = z.string({ error: 'Course is required' }).trim().min(1, 'Course is required');

const emailWith = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, 'Email is not valid')
    .toLowerCase()
    .pipe(z.email({ error: 'Email is not valid' }));

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

/** One rating per e-mail per course; a repeat from the same e-mail replaces the earlier stars. */
export const RateCourseSchema = z.object({
  courseId: courseIdField,
  email: emailWith(RATE_EMAIL_REQUIRED),
  stars: z
    .number({ error: STARS_REQUIRED })
    .int(STARS_REQUIRED)
    .min(RATING_MIN, STARS_REQUIRED)
    .max(RATING_MAX, STARS_REQUIRED),
});
export type RateCourseInput = z.input<typeof RateCourseSchema>;

export const CommentCourseSchema = z.object({
  courseId: courseIdField,
  text: z
    .string({ error: COMMENT_REQUIRED })
    .trim()
    .min(1, COMMENT_REQUIRED)
    .max(COMMENT_MAX_LENGTH, `Comment must be at most ${COMMENT_MAX_LENGTH} characters`),
  name: optionalText(100, 'Name'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .nullish()
    .transform((value) => value || null)
    .pipe(z.email({ error: 'Email is not valid' }).nullable()),
});
export type CommentCourseInput = z.input<typeof CommentCourseSchema>;

/** The checkout form (spec 1 §5): phone and e-mail required, the full name optional. */
export const BookCourseSchema = z.object({
  courseId: courseIdField,
  menteeName: z
    .string()
    .trim()
    .max(100, 'Full name must be at most 100 characters')
    .nullish()
    .transform((value) => value ?? ''),
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .min(1, 'Phone is required')
    .max(30, 'Phone is not valid')
    .regex(/^\+?[\d\s()-]{7,}$/, 'Phone is not valid'),
  email: emailWith('Email is required'),
});
export type BookCourseInput = z.input<typeof BookCourseSchema>;

/** What the link in a booking's confirmation mail carries: 32 random bytes, base64url. */
export const BOOKING_LINK_INVALID = 'This confirmation link is not valid: it has expired or was already used.';

export const ConfirmCourseBookingSchema = z.object({
  token: z
    .string({ error: BOOKING_LINK_INVALID })
    .trim()
    .regex(/^[\w-]{43}$/, BOOKING_LINK_INVALID),
});
export type ConfirmCourseBookingInput = z.input<typeof ConfirmCourseBookingSchema>;

/** A rating counts once its e-mail is confirmed: by the signed-in account, or by the code mailed to it. */
export const RATING_CODE_REQUIRED = 'Code is required';
export const RATING_CODE_FORMAT = 'Enter the 6-digit code from the e-mail';
export const RATING_CODE_WRONG = 'This code is not correct';
export const RATING_CODE_EXPIRED = 'This code has expired. Submit your rating again to get a new code.';

export const ConfirmCourseRatingSchema = z.object({
  courseId: courseIdField,
  email: emailWith(RATE_EMAIL_REQUIRED),
  code: z
    .string({ error: RATING_CODE_REQUIRED })
    .trim()
    .min(1, RATING_CODE_REQUIRED)
    .regex(/^\d{6}$/, RATING_CODE_FORMAT),
});
export type ConfirmCourseRatingInput = z.input<typeof ConfirmCourseRatingSchema>;

/** A learner marks a topic of a booked course as finished (or not); progress is the share of topics finished. */
export const CourseTopicSchema = z.object({
  courseId: courseIdField,
  topic: z.string({ error: 'Topic is required' }).trim().min(1, 'Topic is required').max(200, 'Topic is not valid'),
  done: z.boolean({ error: 'done must be true or false' }),
});
export type CourseTopicInput = z.input<typeof CourseTopicSchema>;
