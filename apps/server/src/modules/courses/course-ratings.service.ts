import {
  ConfirmCourseRatingSchema,
  RATING_CODE_EXPIRED,
  RATING_CODE_WRONG,
  RateCourseSchema,
} from '@eazy2con/shared/validation/courses';
import { AppError, isAppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import type { Viewer } from '../accounts/viewer';
import type { MailService } from '../mail/mail.service';
import type { RateLimitService, RateRule } from '../rate-limits/rate-limits.service';
import { codeError, type OneTimeCodesService } from '../one-time-codes/one-time-codes.service';
import type { CourseRatingsRepo } from './course-ratings.repo';
import type { CourseWithStats } from './courses.repo';
import { COURSE_NOT_FOUND, type CoursesService } from './courses.service';
import { verifiedEmailOf } from './verified-email';

export const RATING_CODE_MINUTES = 15;
/** Checks per code, the right one included; then the rating must be sent again for a new code. */
export const RATING_CODE_ATTEMPTS = 5;
/**
 * Code mails per e-mail address, whatever the client address: the per-address limit of rateCourse alone would let
 * someone with many addresses flood a person with mails (and fresh codes to guess). Scaled by RATE_LIMIT_SCALE.
 */
export const RATING_CODE_MAILS: RateRule = { max: 5, windowSeconds: 3600 };

export type RatingStatus = 'COUNTED' | 'CODE_SENT';

export interface RatingOutcome {
  status: RatingStatus;
  /** The course with its figures after the call (unchanged while a code is awaited). */
  course: CourseWithStats;
}

export interface CourseRatingsDeps {
  repo: CourseRatingsRepo;
  courses: Pick<CoursesService, 'getPublic'>;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  limiter: Pick<RateLimitService, 'consume'>;
  codes: Pick<OneTimeCodesService, 'issue' | 'check' | 'spend'>;
}

/**
 * Course ratings (spec 1 §4 rating widget): one per person per course, where a person is a confirmed e-mail. The
 * signed-in account's verified e-mail counts at once; any other e-mail gets a one-time code, and the stars count
 * only once the code comes back (docs/decisions/0004). Until then they wait apart from the counted ratings, so no
 * one can replace another person's stars or stack ratings with made-up addresses.
 */
export class CourseRatingsService {
  constructor(private readonly deps: CourseRatingsDeps) {}

  async rate(viewer: Viewer, input: unknown): Promise<RatingOutcome> {
    const { courseId, email, stars } = parseInput(RateCourseSchema, input);
    const course = await this.requirePublic(courseId);
    const now = new Date();
    if (verifiedEmailOf(viewer) === email) {
      await this.deps.repo.upsertConfirmed({ courseId, email, stars }, now);
      return { status: 'COUNTED', course: await this.requirePublic(courseId) };
    }

    await this.limitCodeMails(email);
    await this.deps.repo.transaction(async (_repo, tx) => {
      const code = await this.deps.codes.issue(tx, ratingKey(courseId, email), {
        minutes: RATING_CODE_MINUTES,
        payload: { stars },
      });
      await this.deps.mail.enqueue(tx, {
        to: email,
        template: 'course-rating-code',
        data: { code, courseTitle: course.title, stars, expiresInMinutes: RATING_CODE_MINUTES },
      });
    });
    this.deps.mail.kick();
    return { status: 'CODE_SENT', course };
  }

  /** Counts the waiting stars of this course and e-mail when the code is right; answers the new figures. */
  async confirm(input: unknown): Promise<CourseWithStats> {
    const { courseId, email, code } = parseInput(ConfirmCourseRatingSchema, input);
    await this.requirePublic(courseId);
    const pending = await this.deps.codes.check(ratingKey(courseId, email), code, RATING_CODE_ATTEMPTS, {
      wrong: RATING_CODE_WRONG,
      expired: RATING_CODE_EXPIRED,
    });
    const stars = Number(pending.payload.stars);
    const counted = await this.deps.repo.transaction(async (repo, tx) => {
      if (!(await this.deps.codes.spend(tx, pending))) return false; // a parallel request with the code was first
      await repo.upsertConfirmed({ courseId, email, stars }, new Date());
      return true;
    });
    if (!counted) throw codeError(RATING_CODE_EXPIRED);
    return this.requirePublic(courseId);
  }

  private async limitCodeMails(email: string): Promise<void> {
    try {
      await this.deps.limiter.consume(`course-rating-code:${email}`, RATING_CODE_MAILS);
    } catch (error) {
      if (!isAppError(error) || error.code !== 'RATE_LIMITED') throw error;
      const seconds = Number(error.details?.retryAfterSeconds ?? 60);
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      const wait = minutes === 1 ? 'a minute' : `${minutes} minutes`;
      throw new AppError('RATE_LIMITED', `Too many codes were sent to this e-mail. Please try again in ${wait}.`, {
        retryAfterSeconds: seconds,
      });
    }
  }

  private async requirePublic(courseId: string): Promise<CourseWithStats> {
    const course = await this.deps.courses.getPublic(courseId);
    if (!course) throw new AppError('NOT_FOUND', COURSE_NOT_FOUND);
    return course;
  }
}

const ratingKey = (courseId: string, email: string) => ({
  purpose: 'course-rating' as const,
  subjectId: courseId,
  email,
});
