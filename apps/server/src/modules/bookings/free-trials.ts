import { createHash } from 'node:crypto';
import {
  mailboxOf,
  phoneNumberOf,
  RequestTrialCodeSchema,
  TRIAL_CODE_ATTEMPTS,
  TRIAL_CODE_MINUTES,
  TRIAL_MESSAGES,
} from '@eazy2con/shared/validation/trial';
import type { MentorBookingAudience } from '@eazy2con/shared/validation/mentor-booking';
import { watDate, watInstant } from '@eazy2con/shared/wat-time';
import type { Tx } from '../../db/transaction';
import { AppError, isAppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import type { Viewer } from '../accounts/viewer';
import type { MailService } from '../mail/mail.service';
import type { OneTimeCodesService } from '../one-time-codes/one-time-codes.service';
import type { OneTimeCodeRow } from '../one-time-codes/one-time-codes.schema';
import type { RateLimitService, RateRule } from '../rate-limits/rate-limits.service';
import type { MentorBookingsRepo } from './mentor-bookings.repo';
import type { MentorBookingRow } from './mentor-bookings.schema';

/**
 * Code mails per e-mail and client address: the owner asking from their own connection is not stopped by someone
 * else's requests for their address (issue 34 item 2's lesson), while one client cannot mail an address more.
 */
export const TRIAL_CODE_MAILS_PER_CLIENT: RateRule = { max: 5, windowSeconds: 3600 };
/** Code mails per e-mail whatever the client: a flood from many addresses stops well before it is a nuisance. */
export const TRIAL_CODE_MAILS_PER_EMAIL: RateRule = { max: 20, windowSeconds: 24 * 3600 };

export interface FreeTrialsDeps {
  codes: Pick<OneTimeCodesService, 'issue' | 'check' | 'spend'>;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  limiter: Pick<RateLimitService, 'consume'>;
  /** How many trials one mentor takes a day (Lagos calendar day); TRIAL_LIMIT_PER_MENTOR_PER_DAY. */
  perMentorPerDay: number;
}

/** How the booker proved the trial's e-mail: a code (spent with the booking) or their signed-in, verified account. */
export type TrialProof = { by: 'code'; pending: OneTimeCodeRow } | { by: 'account' };

const trialKey = (kind: MentorBookingAudience, email: string) => ({
  purpose: 'trial-booking' as const,
  subjectId: kind,
  email,
});

const trialCodeError = (message: string) =>
  new AppError('BAD_USER_INPUT', message, { reason: 'TRIAL_CODE', fields: { trialCode: message } });

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * One free trial per person (issue 34 item 3, decision 0039). A trial is booked only for a confirmed e-mail (a mailed
 * code, or the signed-in account's verified e-mail); each mailbox and each phone number gets one trial per kind of
 * plan, ever, which the `trial_claims` unique indexes enforce in the booking's transaction; and a mentor takes at most
 * `perMentorPerDay` trials a day. A trial that is not confirmed is refused before anything is stored, so it holds
 * no time and mails nobody.
 */
export class FreeTrials {
  constructor(private readonly deps: FreeTrialsDeps) {}

  /** requestTrialCode: mails a code that confirms `email` for a trial of this kind (limited per e-mail). */
  async requestCode(input: unknown, client: string, repo: MentorBookingsRepo): Promise<void> {
    const { email, audience } = parseInput(RequestTrialCodeSchema, input);
    await this.limitCodeMails(email, client);
    await repo.transaction(async (_repo, tx) => {
      const code = await this.deps.codes.issue(tx, trialKey(audience, email), { minutes: TRIAL_CODE_MINUTES });
      await this.deps.mail.enqueue(tx, {
        to: email,
        template: 'trial-code',
        data: { code, expiresInMinutes: TRIAL_CODE_MINUTES },
      });
    });
    this.deps.mail.kick();
  }

  /**
   * The proof that the booker reads the trial's e-mail, checked before the booking's transaction (a wrong code counts
   * as an attempt even though nothing is booked). Without a code and without a verified account of this e-mail, the
   * answer says to ask for one (reason TRIAL_CODE_NEEDED: the form then shows its code step).
   */
  async confirm(kind: MentorBookingAudience, email: string, code: string | null, viewer: Viewer): Promise<TrialProof> {
    if (viewer.role !== 'visitor' && viewer.emailVerified && viewer.email.toLowerCase() === email) {
      return { by: 'account' };
    }
    if (!code) {
      throw new AppError('BAD_USER_INPUT', TRIAL_MESSAGES.codeNeeded, {
        reason: 'TRIAL_CODE_NEEDED',
        fields: { trialCode: TRIAL_MESSAGES.codeNeeded },
      });
    }
    try {
      const pending = await this.deps.codes.check(trialKey(kind, email), code, TRIAL_CODE_ATTEMPTS, {
        wrong: TRIAL_MESSAGES.codeWrong,
        expired: TRIAL_MESSAGES.codeExpired,
      });
      return { by: 'code', pending };
    } catch (error) {
      // The booking form's code field is `trialCode`.
      if (isAppError(error) && error.code === 'BAD_USER_INPUT') throw trialCodeError(error.message);
      throw error;
    }
  }

  /** Before the trial's insert, in its transaction: the mentor's trials today are fewer than the cap. */
  async checkMentorCap(repo: MentorBookingsRepo, mentorId: string, now: Date): Promise<void> {
    await repo.lockMentorTrials(mentorId);
    const since = watInstant(watDate(now), 0);
    if ((await repo.countMentorTrialsSince(mentorId, since)) >= this.deps.perMentorPerDay) {
      throw new AppError('CONFLICT', TRIAL_MESSAGES.mentorFull, { reason: 'TRIAL_MENTOR_FULL' });
    }
  }

  /** After the trial's insert, in its transaction: spends the code and claims the person's one trial of this kind. */
  async claim(repo: MentorBookingsRepo, tx: Tx, booking: MentorBookingRow, proof: TrialProof): Promise<void> {
    if (proof.by === 'code' && !(await this.deps.codes.spend(tx, proof.pending))) {
      throw trialCodeError(TRIAL_MESSAGES.codeExpired); // a parallel booking with the same code spent it first
    }
    const claimed = await repo.claimTrial({
      kind: booking.audience,
      emailHash: sha256(mailboxOf(booking.email)),
      phoneHash: sha256(phoneNumberOf(booking.phone)),
      bookingId: booking.id,
    });
    if (!claimed) throw new AppError('CONFLICT', TRIAL_MESSAGES.alreadyUsed, { reason: 'TRIAL_USED' });
  }

  private async limitCodeMails(email: string, client: string): Promise<void> {
    try {
      await this.deps.limiter.consume(`trial-code:${email}:${client}`, TRIAL_CODE_MAILS_PER_CLIENT);
      await this.deps.limiter.consume(`trial-code:${email}`, TRIAL_CODE_MAILS_PER_EMAIL);
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
