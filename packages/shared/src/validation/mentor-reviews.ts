import { z } from 'zod';

/**
 * Mentor reviews (issue 11): someone who booked a mentor proves it with a code mailed to the booking's e-mail,
 * then leaves one review. The web form and the server's requestMentorReviewCode / createMentorReview parse with
 * these schemas.
 */
export const REVIEW_NAME_MAX = 100;
export const REVIEW_MESSAGE_MAX = 2000;
export const REVIEW_CODE_MINUTES = 15;

export const REVIEW_EMAIL_REQUIRED = 'Email is required!';
export const REVIEW_EMAIL_INVALID = 'Email is not valid!';
export const REVIEW_NAME_REQUIRED = 'Name is required';
export const REVIEW_MESSAGE_REQUIRED = 'Please write a message';
export const REVIEW_STARS_REQUIRED = 'Pick from 1 to 5 stars';
export const REVIEW_CODE_REQUIRED = 'Code is required';
export const REVIEW_CODE_FORMAT = 'Enter the 6-digit code from the e-mail';
export const REVIEW_CODE_WRONG = 'This code is not correct';
export const REVIEW_CODE_EXPIRED = 'This code has expired or was not sent. Ask for a new code.';
export const REVIEW_ALREADY = 'You have already reviewed this mentor';
/** The same answer whether or not the e-mail booked this mentor, so nobody can learn who booked whom. */
export const REVIEW_CODE_SENT =
  'If this e-mail booked this mentor, a code is on its way to it. Enter it below with your review.';

const mentorIdField = z.string({ error: 'Mentor is required' }).trim().min(1, 'Mentor is required');

const emailField = z
  .string({ error: REVIEW_EMAIL_REQUIRED })
  .trim()
  .min(1, REVIEW_EMAIL_REQUIRED)
  .max(254, REVIEW_EMAIL_INVALID)
  .toLowerCase()
  .pipe(z.email({ error: REVIEW_EMAIL_INVALID }));

export const RequestMentorReviewCodeSchema = z.object({ mentorId: mentorIdField, email: emailField });
export type RequestMentorReviewCodeInput = z.input<typeof RequestMentorReviewCodeSchema>;

/** The review form's own fields, without the ids the page adds. */
export const MentorReviewFormSchema = z.object({
  email: emailField,
  code: z
    .string({ error: REVIEW_CODE_REQUIRED })
    .trim()
    .min(1, REVIEW_CODE_REQUIRED)
    .regex(/^\d{6}$/, REVIEW_CODE_FORMAT),
  name: z
    .string({ error: REVIEW_NAME_REQUIRED })
    .trim()
    .min(1, REVIEW_NAME_REQUIRED)
    .max(REVIEW_NAME_MAX, `Name must be at most ${REVIEW_NAME_MAX} characters`),
  message: z
    .string({ error: REVIEW_MESSAGE_REQUIRED })
    .trim()
    .min(1, REVIEW_MESSAGE_REQUIRED)
    .max(REVIEW_MESSAGE_MAX, `Message must be at most ${REVIEW_MESSAGE_MAX} characters`),
  stars: z
    .number({ error: REVIEW_STARS_REQUIRED })
    .int(REVIEW_STARS_REQUIRED)
    .min(1, REVIEW_STARS_REQUIRED)
    .max(5, REVIEW_STARS_REQUIRED),
});
export type MentorReviewFormInput = z.input<typeof MentorReviewFormSchema>;

export const CreateMentorReviewSchema = MentorReviewFormSchema.extend({ mentorId: mentorIdField });
export type CreateMentorReviewInput = z.input<typeof CreateMentorReviewSchema>;

/** Directory filter (listMentors): every part optional; blank means no filter. */
const optionalFilter = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Search must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

export const MentorDirectoryFilterSchema = z.object({
  q: optionalFilter(100),
  specialization: optionalFilter(100),
  country: optionalFilter(2),
});
export type MentorDirectoryFilter = z.output<typeof MentorDirectoryFilterSchema>;

export { CARD_BIO_MAX, CARD_NAME_MAX } from '../mentor-limits';

/** A review from My sessions after a held session: the session proves the booking, so no e-mail or code. */
export const SessionReviewSchema = z.object({
  sessionId: z.string({ error: 'Session is required' }).trim().min(1, 'Session is required'),
  token: z.string().max(200).nullish(),
  name: MentorReviewFormSchema.shape.name,
  message: MentorReviewFormSchema.shape.message,
  stars: MentorReviewFormSchema.shape.stars,
});
export const NO_HELD_SESSION = 'You can review your mentor after a session that took place';
