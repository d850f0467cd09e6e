import {
  CreateMentorReviewSchema,
  REVIEW_ALREADY,
  REVIEW_CODE_EXPIRED,
  REVIEW_CODE_MINUTES,
  REVIEW_CODE_WRONG,
  RequestMentorReviewCodeSchema,
} from '@eazy2con/shared/validation/mentor-reviews';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, isAppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import { isUuid } from '../../lib/uuid';
import { codeError, type OneTimeCodesService } from '../one-time-codes/one-time-codes.service';
import type { MailService } from '../mail/mail.service';
import type { RateLimitService, RateRule } from '../rate-limits/rate-limits.service';
import type { MentorReviewRow } from './mentor-reviews.schema';
import type { MentorReviewsRepo } from './mentor-reviews.repo';
import type { MentorsService } from './mentors.service';

export const MENTOR_NOT_FOUND = 'Mentor does not exist';
export const REVIEW_NOT_FOUND = 'Review does not exist';
/** Checks per code, the right one included. */
export const REVIEW_CODE_ATTEMPTS = 5;
/** Code requests per e-mail address whatever the client address, so nobody floods a person with mails. */
export const REVIEW_CODE_MAILS: RateRule = { max: 5, windowSeconds: 3600 };

export interface MentorReviewsDeps {
  repo: MentorReviewsRepo;
  /** Whether an e-mail booked a mentor: a read of the bookings (read-models/mentor-reads.repo.ts, from the root). */
  bookings: { hasBooked(key: { mentorId: string; email: string }): Promise<boolean> };
  mentors: Pick<MentorsService, 'getPublicMentor'>;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  limiter: Pick<RateLimitService, 'consume'>;
  codes: Pick<OneTimeCodesService, 'issue' | 'check' | 'spend'>;
  log: FastifyBaseLogger;
}

/**
 * Mentor reviews (issue 11): no booking, no review. A booker asks for a code, which is mailed to the booking's
 * e-mail only when that e-mail booked this mentor; the answer is the same either way, so the call tells nobody who
 * booked whom. The code then lets that e-mail leave one review of this mentor.
 */
export class MentorReviewsService {
  private readonly inFlight = new Set<Promise<void>>();
  private queued = 0;

  constructor(private readonly deps: MentorReviewsDeps) {}

  /**
   * Answers once the input, the mentor and the per-e-mail limit are checked: the same steps for every e-mail. Whether
   * it booked (and the code and its mail) is worked out after the answer, so the time the request takes cannot
   * tell who booked whom.
   */
  async requestCode(input: unknown): Promise<void> {
    const { mentorId, email } = parseInput(RequestMentorReviewCodeSchema, input);
    const mentor = await this.requireMentor(mentorId);
    // Counted for every e-mail, booked or not, so the limit itself gives nothing away either.
    await this.limitCodeMails(email);
    this.afterAnswer(() => this.mailCodeIfBooked(mentor, email));
  }

  /** Code requests whose work has not started yet (it starts once the request has answered). */
  queuedCodeRequests(): number {
    return this.queued;
  }

  /** Resolves once every code request's work has finished (server stop, tests). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private afterAnswer(work: () => Promise<void>): void {
    this.queued++;
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => {
        this.queued--;
        return work();
      })
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'mentor reviews: mailing a review code failed'))
      .finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  private async mailCodeIfBooked(
    mentor: { id: string; email: string; firstname: string; lastname: string },
    email: string,
  ) {
    const mentorId = mentor.id;
    // A mentor who booked a session with themselves (a test, a demo) is still not a reviewer of their own profile.
    if (mentor.email.trim().toLowerCase() === email.trim().toLowerCase()) return;
    if (!(await this.deps.bookings.hasBooked({ mentorId, email }))) return;
    await this.deps.repo.transaction(async (_repo, tx) => {
      const code = await this.deps.codes.issue(tx, reviewKey(mentorId, email), { minutes: REVIEW_CODE_MINUTES });
      await this.deps.mail.enqueue(tx, {
        to: email,
        template: 'mentor-review-code',
        data: { code, mentorName: `${mentor.firstname} ${mentor.lastname}`, expiresInMinutes: REVIEW_CODE_MINUTES },
      });
    });
    this.deps.mail.kick();
  }

  async create(input: unknown): Promise<MentorReviewRow> {
    const { mentorId, email, code, name, message, stars } = parseInput(CreateMentorReviewSchema, input);
    await this.requireMentor(mentorId);
    const pending = await this.deps.codes.check(reviewKey(mentorId, email), code, REVIEW_CODE_ATTEMPTS, {
      wrong: REVIEW_CODE_WRONG,
      expired: REVIEW_CODE_EXPIRED,
    });
    const review = await this.deps.repo.transaction(async (repo, tx) => {
      if (!(await this.deps.codes.spend(tx, pending))) throw codeError(REVIEW_CODE_EXPIRED); // a parallel call was first
      return repo.insert({ mentorId, email, name, message, stars });
    });
    if (!review) throw new AppError('BAD_USER_INPUT', REVIEW_ALREADY, { fields: { email: REVIEW_ALREADY } });
    return review;
  }

  /**
   * A review whose right to exist another module proved (a held session with this mentor, sessions module): no
   * code. One review per e-mail and mentor, as with a code.
   */
  async createProven(review: {
    mentorId: string;
    email: string;
    name: string;
    message: string;
    stars: number;
  }): Promise<MentorReviewRow> {
    const inserted = await this.deps.repo.transaction((repo) => repo.insert(review));
    if (!inserted) throw new AppError('BAD_USER_INPUT', REVIEW_ALREADY, { fields: { message: REVIEW_ALREADY } });
    return inserted;
  }

  async listVisible(mentorId: string): Promise<MentorReviewRow[]> {
    if (!(await this.deps.mentors.getPublicMentor(mentorId))) return [];
    return this.deps.repo.listVisible(mentorId);
  }

  /** Admin only (the resolver checks the role). */
  async hide(id: string): Promise<MentorReviewRow> {
    const review = isUuid(id) ? await this.deps.repo.hide(id, new Date()) : null;
    if (!review) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND);
    return review;
  }

  /** Admin only (the resolver checks the role): a hidden review shows and counts again. */
  async show(id: string): Promise<MentorReviewRow> {
    const review = isUuid(id) ? await this.deps.repo.hide(id, null) : null;
    if (!review) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND);
    return review;
  }

  private async requireMentor(mentorId: string) {
    const mentor = await this.deps.mentors.getPublicMentor(mentorId);
    if (!mentor) throw new AppError('NOT_FOUND', MENTOR_NOT_FOUND);
    return mentor;
  }

  private async limitCodeMails(email: string): Promise<void> {
    try {
      await this.deps.limiter.consume(`mentor-review-code:${email}`, REVIEW_CODE_MAILS);
    } catch (error) {
      if (!isAppError(error) || error.code !== 'RATE_LIMITED') throw error;
      throw new AppError(
        'RATE_LIMITED',
        'Too many codes were asked for this e-mail. Please try again later.',
        error.details,
      );
    }
  }
}

const reviewKey = (mentorId: string, email: string) => ({
  purpose: 'mentor-review' as const,
  subjectId: mentorId,
  email,
});
