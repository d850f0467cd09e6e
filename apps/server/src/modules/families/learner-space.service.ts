import { JOIN_OPENS_MINUTES, type SessionStatus } from '@eazy2con/shared/sessions';
import { LEARNER_CODE_WRONG, LearnerCodeSchema, LearnerSignInSchema } from '@eazy2con/shared/validation/families';
import { AppError, isAppError } from '../../lib/app-error';
import { hashSecret, newLinkToken } from '../../lib/confirmation-secrets';
import { parseInput } from '../../lib/validate';
import { isUuid } from '../../lib/uuid';
import type { SignedInViewer } from '../accounts/viewer';
import type { RateLimitService, RateRule } from '../rate-limits/rate-limits.service';
import type { ChildReads } from './child-reads';
import { CHILD_NOT_FOUND } from './families.service';
import type { LearnerSpaceRepo } from './learner-space.repo';

export const LEARNER_SIGN_IN_AGAIN = 'Sign in again with your code';
export const LEARNER_TOO_MANY_TRIES = 'Too many wrong codes. Wait 15 minutes, or ask your parent for the code.';
/** Wrong tries per child from everyone together: 5 in 15 minutes leaves a 6-digit code 480 guesses a day. */
export const LEARNER_TRIES: RateRule = { max: 5, windowSeconds: 15 * 60 };
const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;
const MINUTE_MS = 60_000;
/** A token is 43 characters (newLinkToken); anything much longer is not one and is not hashed. */
const TOKEN_MAX_LENGTH = 200;

/** The account password hashing (accounts/password-hashing.ts): slow on purpose, so a stolen hash resists guessing. */
export interface CodeHashing {
  hash(code: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

export interface LearnerSpaceDeps {
  repo: LearnerSpaceRepo;
  reads: Pick<ChildReads, 'sessionsOf'>;
  limiter: Pick<RateLimitService, 'consume' | 'clear'>;
  hashing: CodeHashing;
  now?: () => Date;
}

/** One of the child's own classes: when, and the room once it opens. */
export interface LearnerSession {
  start: Date;
  end: Date;
  status: SessionStatus;
  roomUrl: string | null;
  mentorName: string | null;
}

export interface LearnerSpace {
  firstName: string;
  sessions: LearnerSession[];
}

/**
 * A child's optional learner space (issue 35, decision 0042): the parent sets a code, the child signs in with it in
 * their own browser and sees only their upcoming classes and the rooms to join them. No purchases, no messages, no
 * parent data: the space reads the child's sessions and nothing else.
 */
export class LearnerSpaceService {
  private readonly now: () => Date;
  /** A hash no code matches, checked when there is no code to check, so a missing child takes as long as a wrong code. */
  private decoy: Promise<string> | null = null;

  constructor(private readonly deps: LearnerSpaceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Sets the child's code; the child's browsers signed in with an earlier one are signed out. */
  async setCode(viewer: SignedInViewer, childId: string, input: unknown): Promise<boolean> {
    const { code } = parseInput(LearnerCodeSchema, input);
    const hash = await this.deps.hashing.hash(code);
    return this.store(viewer, childId, hash);
  }

  /** Turns the space off: the code and every signed-in browser go. */
  clearCode(viewer: SignedInViewer, childId: string): Promise<boolean> {
    return this.store(viewer, childId, null);
  }

  private async store(viewer: SignedInViewer, childId: string, hash: string | null): Promise<boolean> {
    const done = isUuid(childId)
      ? await this.deps.repo.transaction((repo) => repo.setCode(viewer.userId, childId, hash))
      : false;
    if (!done) throw new AppError('NOT_FOUND', CHILD_NOT_FOUND);
    return true;
  }

  /**
   * The child's sign-in. A wrong code, no code set and no such child get the same answer; every try counts against
   * the child (LEARNER_TRIES), so the sixth in 15 minutes is refused even when right. A right one clears the count.
   */
  async signIn(childId: string, input: unknown): Promise<{ token: string; firstName: string }> {
    const { code } = parseInput(LearnerSignInSchema, input);
    if (!isUuid(childId)) throw wrongCode();
    const tries = `learner-code:${childId}`;
    try {
      await this.deps.limiter.consume(tries, LEARNER_TRIES);
    } catch (error) {
      if (isAppError(error) && error.code === 'RATE_LIMITED') {
        throw new AppError('RATE_LIMITED', LEARNER_TOO_MANY_TRIES, error.details);
      }
      throw error;
    }
    const child = await this.deps.repo.child(childId);
    const hash = child?.learnerCodeHash ?? (await this.decoyHash());
    const right = await this.deps.hashing.verify({ hash, password: code });
    if (!child?.learnerCodeHash || !right) throw wrongCode();
    await this.deps.limiter.clear(tries);
    const token = newLinkToken();
    const now = this.now();
    await this.deps.repo.addSession(child.id, hashSecret(token), now, new Date(now.getTime() + SESSION_DAYS * DAY_MS));
    return { token, firstName: child.firstName };
  }

  /** What the signed-in child sees: their first name and their booked classes not yet over. */
  async space(token: string): Promise<LearnerSpace> {
    const now = this.now();
    const child =
      token && token.length <= TOKEN_MAX_LENGTH ? await this.deps.repo.childOfSession(hashSecret(token), now) : null;
    if (!child) throw new AppError('UNAUTHENTICATED', LEARNER_SIGN_IN_AGAIN);
    const sessions = await this.deps.reads.sessionsOf(child.id);
    return {
      firstName: child.firstName,
      sessions: sessions
        .filter((s) => s.status === 'BOOKED' && s.end > now)
        .map((s) => ({
          start: s.start,
          end: s.end,
          status: s.status,
          // The room opens as the sessions module opens it: 15 minutes before the start.
          roomUrl: now.getTime() >= s.start.getTime() - JOIN_OPENS_MINUTES * MINUTE_MS ? s.roomUrl : null,
          mentorName: s.mentorName,
        })),
    };
  }

  private decoyHash(): Promise<string> {
    this.decoy ??= this.deps.hashing.hash(newLinkToken());
    return this.decoy;
  }
}

const wrongCode = () => new AppError('BAD_USER_INPUT', LEARNER_CODE_WRONG, { fields: { code: LEARNER_CODE_WRONG } });
