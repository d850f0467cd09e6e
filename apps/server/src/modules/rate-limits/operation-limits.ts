import type { RateRule } from './rate-limits.service';

/**
 * Requests per client address for the public write operations, before RATE_LIMIT_SCALE (1 in production). Generous
 * for a person (many Nigerian mobile users share one carrier-NAT address) and far below what a script would send.
 * Each field of a request counts, so aliases cannot send several at once for the price of one.
 */
export const operationLimits = {
  /** Every message is a mail to the team. */
  createContactUs: { max: 5, windowSeconds: 600 },
  subscribeNewsletter: { max: 10, windowSeconds: 600 },
  /** Each booking is a lead the team follows up by phone. */
  createBookCourse: { max: 10, windowSeconds: 600 },
  rateCourse: { max: 20, windowSeconds: 600 },
  /** Guesses are also capped per code (course-ratings.service.ts); this caps them per connection across codes. */
  confirmCourseRating: { max: 20, windowSeconds: 600 },
  /** Link tokens cannot be guessed; this only keeps a script from hammering the lookup. */
  confirmCourseBooking: { max: 20, windowSeconds: 600 },
  commentCourse: { max: 20, windowSeconds: 600 },
  /** One application per account already; this stops a script that signs up many accounts from one address. */
  createMentor: { max: 5, windowSeconds: 600 },
} as const satisfies Record<string, RateRule>;

export type LimitedOperation = keyof typeof operationLimits;
