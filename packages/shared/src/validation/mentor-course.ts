import { z } from 'zod';

/** The messages of the mentor's course form (spec 3 §5 'Mentor course'), shared by the form and createCourse. */
export const MENTOR_COURSE_MESSAGES = {
  title: 'Please enter a course title',
  description: 'Please enter a describe for the course you offer',
  image: 'Please upload an image',
  notFound: 'Course does not exist',
  unauthorized: 'Unauthorized',
  // Not in the spec: a course learners booked keeps their bookings and progress, so it cannot be deleted.
  hasBookings: 'Learners have booked this course, so it cannot be deleted. Edit it instead.',
  topics: 'Please list the topics as text, one per line',
  topicsCount: 'A course can have at most 40 topics',
  topicLength: 'Each topic must be at most 120 characters',
  durationHours: 'Please enter the duration as whole hours, from 0 to 500',
} as const;

export const MAX_COURSE_TOPICS = 40;
export const MAX_COURSE_TOPIC_LENGTH = 120;
export const MAX_COURSE_HOURS = 500;

const M = MENTOR_COURSE_MESSAGES;

/** True when rich text holds words, not only empty markup such as the editor's `<p><br></p>`. */
export const hasText = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

/**
 * The topics: a list, or the form's text with one topic per line. Blank entries are dropped and repeats (ignoring
 * case) removed before the count is checked, so a pasted list with an empty line or a repeat is not refused.
 */
const topicsSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(/\r?\n/) : (value ?? [])),
  z
    .array(z.string({ error: M.topics }).trim().max(MAX_COURSE_TOPIC_LENGTH, M.topicLength), { error: M.topics })
    .transform((topics) => {
      const seen = new Set<string>();
      return topics.filter((topic) => {
        const key = topic.toLowerCase();
        if (!topic || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .pipe(z.array(z.string()).max(MAX_COURSE_TOPICS, M.topicsCount)),
);

/** Whole hours; the form sends its text, the API a number. Empty or 0 means the duration is not set. */
const durationSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return 0;
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? 0 : /^\d+$/.test(text) ? Number(text) : NaN;
  },
  z
    .number({ error: M.durationHours })
    .int(M.durationHours)
    .min(0, M.durationHours)
    .max(MAX_COURSE_HOURS, M.durationHours),
);

/**
 * A course as its mentor writes it: the title, the rich-text description (the server sanitises it), the key of an
 * uploaded image (required) and, optionally, of an uploaded intro video, its topics and its length in hours. Keys
 * come from POST /api/uploads.
 */
export const MentorCourseSchema = z.object({
  title: z.string({ error: M.title }).trim().min(1, M.title).max(150, 'A course title must be at most 150 characters'),
  description: z
    .string({ error: M.description })
    .max(20_000, 'The description must be at most 20,000 characters')
    .refine(hasText, M.description),
  imageKey: z.string({ error: M.image }).trim().min(1, M.image),
  videoKey: z
    .string()
    .trim()
    .nullish()
    .transform((value) => value || null),
  /** Optional: none (an empty list) is hidden on the public pages. */
  topics: topicsSchema,
  /** Optional: 0 is "not set" and hidden on the public pages. */
  durationHours: durationSchema,
});
export type MentorCourseInput = z.input<typeof MentorCourseSchema>;
export type MentorCourse = z.output<typeof MentorCourseSchema>;
