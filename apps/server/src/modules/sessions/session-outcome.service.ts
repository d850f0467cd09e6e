import { RESPONSE_WINDOW_HOURS } from '@eazy2con/shared/sessions';
import { SessionOutcomeSchema, SessionResponseSchema } from '@eazy2con/shared/validation/sessions';
import { NO_HELD_SESSION, SessionReviewSchema } from '@eazy2con/shared/validation/mentor-reviews';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { parseInput } from '../../lib/validate';
import type { MentorBookingsService } from '../bookings/mentor-bookings.service';
import type { MailService } from '../mail/mail.service';
import type { MentorReviewRow } from '../mentors/mentor-reviews.schema';
import type { MentorReviewsService } from '../mentors/mentor-reviews.service';
import { learnerPath, mentorName, whenLabel } from './session-mails';
import { isLearner, isSessionMentor, refuse, type Caller } from './session-rules';
import type { LearnerLinks } from './learner-links';
import type { SessionsRepo } from './sessions.repo';
import type { SessionRow } from './sessions.schema';
import type { SessionsService } from './sessions.service';

export interface SessionOutcomeDeps {
  repo: SessionsRepo;
  sessions: Pick<SessionsService, 'mentorOf' | 'now'>;
  bookings: Pick<MentorBookingsService, 'lockById' | 'findByIds' | 'listWithMentorByEmail'>;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  reviews: Pick<MentorReviewsService, 'createProven'>;
  teamEmail: string;
  links?: LearnerLinks | undefined;
  /**
   * Told after a learner confirmed a held session (committed): the session now stands, so the mentor's share for
   * it moves to available before the answer, instead of at the ledger's next catch-up (decision 0033). Never throws.
   */
  onConfirmed?: (session: SessionRow) => Promise<void>;
}

const HOUR = 3_600_000;

/** Until when the learner may confirm or dispute: 72 hours after the later of the end and the mentor's record. */
export function responseDueAt(session: Pick<SessionRow, 'endAt' | 'outcomeAt'>): Date | null {
  if (!session.outcomeAt) return null;
  const from = Math.max(session.endAt.getTime(), session.outcomeAt.getTime());
  return new Date(from + RESPONSE_WINDOW_HOURS * HOUR);
}

/**
 * What happened in a session (issue 22): the mentor records held, learner no-show or mentor no-show with private
 * notes once it has ended; the learner confirms or disputes within 72 hours, and silence counts as confirmed. A
 * held session (not disputed) is what lets a learner review the mentor.
 */
export class SessionOutcomeService {
  constructor(private readonly deps: SessionOutcomeDeps) {}

  async mark(caller: Caller, input: unknown): Promise<SessionRow> {
    const { id, outcome, notes } = parseInput(SessionOutcomeSchema, input);
    const now = this.deps.sessions.now();
    const marked = await this.deps.repo.transaction(async (repo, tx) => {
      const session = isUuid(id) ? await repo.lockById(id) : null;
      const allowed = session && (isSessionMentor(session, caller.viewer) || caller.viewer.role === 'admin');
      if (!session || !allowed) throw refuse('SESSION_NOT_FOUND');
      if (session.status !== 'BOOKED') throw refuse('SESSION_CANCELLED');
      if (session.endAt > now) throw refuse('OUTCOME_TOO_EARLY');
      // Once the learner answered, the record stands (a dispute goes to the team, not back and forth).
      if (session.learnerResponse) throw refuse('RESPONSE_CLOSED');
      const updated = await repo.update(session.id, { outcome, outcomeNotes: notes, outcomeAt: now });
      const [booking] = await this.deps.bookings.findByIds([session.bookingId], tx);
      const mentor = await this.deps.sessions.mentorOf(session.mentorId, tx);
      if (booking) {
        await this.deps.mail.enqueue(tx, {
          to: booking.email,
          template: 'session-outcome',
          data: {
            name: booking.fullName,
            mentorName: mentorName(mentor),
            when: whenLabel(session.startAt),
            outcome,
            path: learnerPath(booking.id, null, this.deps.links),
            hours: RESPONSE_WINDOW_HOURS,
          },
        });
      }
      return updated;
    });
    this.deps.mail.kick();
    return marked;
  }

  async respond(caller: Caller, input: unknown): Promise<SessionRow> {
    const { id, token, response, comment } = parseInput(SessionResponseSchema, input);
    const who = { viewer: caller.viewer, token: token ?? caller.token };
    const now = this.deps.sessions.now();
    const answered = await this.deps.repo.transaction(async (repo, tx) => {
      const session = isUuid(id) ? await repo.lockById(id) : null;
      const booking = session ? await this.deps.bookings.lockById(session.bookingId, tx) : null;
      if (!session || !booking || !isLearner(booking, who, this.deps.links)) throw refuse('SESSION_NOT_FOUND');
      const due = responseDueAt(session);
      if (!session.outcome || !due) throw refuse('OUTCOME_MISSING');
      if (session.learnerResponse || now > due) throw refuse('RESPONSE_CLOSED');
      const updated = await repo.update(session.id, {
        learnerResponse: response,
        learnerComment: comment,
        respondedAt: now,
      });
      if (response === 'DISPUTED') {
        const mentor = await this.deps.sessions.mentorOf(session.mentorId, tx);
        await this.deps.mail.enqueue(tx, {
          to: this.deps.teamEmail,
          template: 'booking-team',
          data: {
            what: 'Disputed session',
            name: booking.fullName,
            email: booking.email,
            phone: booking.phone,
            rows: [
              ['Mentor', mentorName(mentor)],
              ['Session', whenLabel(session.startAt)],
              ['Mentor recorded', session.outcome],
              ['Learner says', comment ?? '(no comment)'],
            ],
            reference: session.id,
          },
        });
      }
      return updated;
    });
    this.deps.mail.kick();
    if (answered.learnerResponse === 'CONFIRMED' && answered.outcome === 'HELD')
      await this.deps.onConfirmed?.(answered);
    return answered;
  }

  /**
   * A review of the mentor from a held session (not disputed): the session's learner, by token or confirmed
   * address, writes it under the booking's e-mail; the reviews module stores it (one per e-mail and mentor).
   */
  async review(caller: Caller, input: unknown): Promise<MentorReviewRow> {
    const { sessionId, token, name, message, stars } = parseInput(SessionReviewSchema, input);
    const who = { viewer: caller.viewer, token: token ?? caller.token };
    const session = isUuid(sessionId) ? await this.deps.repo.findById(sessionId) : null;
    const [booking] = session ? await this.deps.bookings.findByIds([session.bookingId]) : [];
    if (!session || !booking || !isLearner(booking, who, this.deps.links)) throw refuse('SESSION_NOT_FOUND');
    const held = session.outcome === 'HELD' && session.learnerResponse !== 'DISPUTED';
    if (!held || !session.mentorId)
      throw new AppError('BAD_USER_INPUT', NO_HELD_SESSION, { reason: 'NO_HELD_SESSION' });
    return this.deps.reviews.createProven({ mentorId: session.mentorId, email: booking.email, name, message, stars });
  }

  /**
   * Whether this person (by confirmed address) had a held session with the mentor that they did not dispute: what a
   * review of the mentor needs from now on (bookings from before sessions keep the mailed-code path).
   */
  async hadHeldSession(email: string, mentorId: string): Promise<boolean> {
    const bookings = await this.deps.bookings.listWithMentorByEmail(email);
    const ids = bookings.filter((b) => b.mentorId === mentorId).map((b) => b.id);
    return (await this.deps.repo.countHeld(ids, mentorId)) > 0;
  }
}
