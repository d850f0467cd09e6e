import { z } from 'zod';

/** The messages of the mentor's course form (spec 3 §5 'Mentor course'), shared by the form and createCourse. */
export const MENTOR_COURSE_MESSAGES = {
  title: 'Please enter a course title',
  description: 'Please enter a describe for the course you offer',
  image: 'Please upload an image',
  notFound: 'Course does not exist',
  unauthorized: 'Unauthorized',
} as const;

const M = MENTOR_COURSE_MESSAGES;

/** True when rich text holds words, not only empty markup such as the editor's `<p><br></p>`. */
export const hasText = (html: string): boolean =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

/**
 * A course as its mentor writes it: the title, the rich-text description (the server sanitises it), the key of an
 * uploaded image (required) and, optionally, of an uploaded intro video. Keys come from POST /api/uploads.
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
});
export type MentorCourseInput = z.input<typeof MentorCourseSchema>;
export type MentorCourse = z.output<typeof MentorCourseSchema>;
