import { z } from 'zod';
import {
  REVIEW_CODE_FORMAT,
  REVIEW_CODE_REQUIRED,
  REVIEW_EMAIL_INVALID,
  REVIEW_EMAIL_REQUIRED,
  REVIEW_MESSAGE_MAX,
  REVIEW_MESSAGE_REQUIRED,
  REVIEW_NAME_MAX,
  REVIEW_NAME_REQUIRED,
  REVIEW_STARS_REQUIRED,
} from '../mentor-review-texts';

/**
 * Mentor reviews (issue 11): someone who booked a mentor proves it with a code mailed to the booking's e-mail,
 * then leaves one review. The web form and the server's requestMentorReviewCode / createMentorReview parse with
 * these schemas.
 */

// The limits and texts live without zod in mentor-review-texts.ts (the review form draws with them); re-exported here.
export {
  REVIEW_ALREADY,
  REVIEW_CODE_EXPIRED,
  REVIEW_CODE_FORMAT,
  REVIEW_CODE_MINUTES,
  REVIEW_CODE_REQUIRED,
  REVIEW_CODE_SENT,
  REVIEW_CODE_WRONG,
  REVIEW_EMAIL_INVALID,
  REVIEW_EMAIL_REQUIRED,
  REVIEW_MESSAGE_MAX,
  REVIEW_MESSAGE_REQUIRED,
  REVIEW_NAME_MAX,
  REVIEW_NAME_REQUIRED,
  REVIEW_STARS_REQUIRED,
} from '../mentor-review-texts';

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
