import { randomUUID } from 'node:crypto';
import { MAX_RESCHEDULES } from '@eazy2con/shared/sessions';
import { BookSessionSchema, CancelSessionSchema, RescheduleSessionSchema } from '@eazy2con/shared/validation/sessions';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { parseInput } from '../../lib/validate';
import { BOOKING_NOT_FOUND } from '../../lib/booking-access';
import type { MentorBookingRow } from '../bookings/mentor-bookings.schema';
import { bookChosenTimes } from './chosen-times';
import { cycleAt, cycleWindowOf } from './cycle-windows';
import { mailBothSides, type SessionMentor } from './session-mails';
import { releaseLapsedHolds } from './hold-release';
import { SessionNotesRepo } from './session-notes.repo';
import type { SessionsDeps } from './sessions-deps';

export type { SessionsDeps } from './sessions-deps';
import type { CycleWindow } from './sessions-deps';
import { checkSlot, writeClaimingTime } from './slot-check';
import {
  actorOf,
  entitlementOf,
  holdEndsAt,
  isLearner,
  isSettled,
  refuse,
  REMINDER_LEAD,
  type BookingEntitlement,
  type Caller,
} from './session-rules';
import type { SessionsRepo } from './sessions.repo';
import type { SessionRow } from './sessions.schema';

const HOUR = 3_600_000;

/**
 * Booking, moving and cancelling sessions (issue 22). Every rule is checked here, inside one transaction that holds
 * the booking's row lock (so a booking's own requests take turns: idempotency and the cycle's count hold), and the
 * database's exclusion constraint has the last word on a mentor's time, so concurrent learners cannot both win it.
 */
export class SessionsService {
  /** The one clock of the sessions module (views and outcomes read it too); API tests move it. */
  now: () => Date;

  constructor(private readonly deps: SessionsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** What mentors wrote about a child, erased in the parent's withdrawal transaction (families, issue 35). */
  async eraseChildNotes(tx: Tx, childId: string): Promise<number> {
    return SessionNotesRepo.erase(tx, await this.deps.bookings.idsOfChild(childId, tx));
  }

  async book(caller: Caller, input: unknown): Promise<SessionRow> {
    const { bookingId, token, start, idempotencyKey } = parseInput(BookSessionSchema, input);
    const who = { viewer: caller.viewer, token: token ?? caller.token };
    await this.releaseLapsedHolds();
    const now = this.now();
    const result = await this.deps.repo.transaction(async (repo, tx) => {
      const booking = isUuid(bookingId) ? await this.deps.bookings.lockById(bookingId, tx) : null;
      if (!booking || !isLearner(booking, who, this.deps.links)) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
      const again = await repo.findByIdempotencyKey(booking.id, idempotencyKey);
      if (again) return { session: again, created: false };
      if (booking.cancelledAt) throw refuse('BOOKING_CANCELLED');
      if (!booking.mentorId) throw refuse('NO_MENTOR');
      if (!isSettled(booking) && now > holdEndsAt(booking)) throw refuse('BOOKING_NOT_PAID');
      const plan = entitlementOf(booking);
      const cycle = await cycleAt(this.deps.cycles, booking, plan, start, tx);
      if (!cycle) throw refuse('OUTSIDE_CYCLE');
      if ((await repo.countUsed(booking.id, cycle.number)) >= cycle.included) throw refuse('ENTITLEMENT_USED');
      const mentor = await this.mentorOf(booking.mentorId, tx);
      const session = await this.claim(repo, tx, {
        booking,
        plan,
        mentorId: mentor.id,
        start,
        now,
        idempotencyKey,
        cycle: cycle.number,
      });
      await mailBothSides(this.deps, tx, { change: 'booked', session, booking, mentor, token: who.token });
      return { session, created: true };
    });
    if (result.created) this.kick();
    return result.session;
  }

  /**
   * Times booked in the caller's transaction and answered each (chosen-times.ts): those chosen with a new booking
   * (its first cycle), or a membership's standing times in a later `cycle`.
   */
  bookChosen(booking: MentorBookingRow, starts: readonly Date[], tx: Tx, token: string, cycle?: CycleWindow) {
    return bookChosenTimes(this, this.deps, { booking, starts, tx, token, ...(cycle ? { cycle } : {}) });
  }

  async reschedule(caller: Caller, input: unknown): Promise<SessionRow> {
    const { id, token, start } = parseInput(RescheduleSessionSchema, input);
    const who = { viewer: caller.viewer, token: token ?? caller.token };
    const now = this.now();
    const moved = await this.deps.repo.transaction(async (repo, tx) => {
      const { session, booking, actor } = await this.lockForChange(repo, tx, id, who);
      const plan = entitlementOf(booking);
      if (actor === 'LEARNER' && now.getTime() > session.startAt.getTime() - plan.entitlement.freeChangeHours * HOUR) {
        throw refuse('RESCHEDULE_TOO_LATE');
      }
      if (actor !== 'ADMIN' && session.reschedules >= MAX_RESCHEDULES) throw refuse('RESCHEDULE_LIMIT');
      if (start.getTime() === session.startAt.getTime()) throw refuse('SAME_TIME');
      const cycle = await cycleWindowOf(this.deps.cycles, booking, session.cycle, tx);
      if (!cycle || start < cycle.start || start >= cycle.end) throw refuse('OUTSIDE_CYCLE');
      const mentor = await this.mentorOf(session.mentorId, tx);
      const slot = await checkSlot(this.deps.availability, repo, tx, {
        plan,
        mentorId: mentor.id,
        start,
        now,
        except: session,
      });
      const room = await this.deps.rooms.move({ url: session.roomUrl }, slot);
      const updated = await writeClaimingTime(() =>
        repo.update(session.id, {
          startAt: slot.start,
          endAt: slot.end,
          blockedUntil: slot.blockedUntil,
          groupKey: slot.groupKey ?? session.groupKey,
          roomUrl: slot.roomUrl ?? room.url,
          reschedules: session.reschedules + 1,
          sequence: session.sequence + 1,
        }),
      );
      if (actor === 'ADMIN') await this.auditAdmin(who, tx, 'session.reschedule', session, updated);
      // The reminders follow the session: the old time's never go (the due-time query reads the new start), and the
      // new time gets its own day-before and hour-before even if the old one's were sent. A day-before reminder
      // whose time has already passed is not planned at all (marked as gone): moved to within a day, the session
      // gets only the hour-before one, never two at once.
      await repo.clearReminders(session.id);
      if (updated.startAt.getTime() - REMINDER_LEAD.DAY_BEFORE <= now.getTime()) {
        await repo.claimReminder(session.id, 'DAY_BEFORE');
      }
      await mailBothSides(this.deps, tx, {
        change: 'moved',
        session: updated,
        booking,
        mentor,
        token: who.token,
        previousStart: session.startAt,
      });
      return updated;
    });
    this.kick();
    return moved;
  }

  /**
   * Cancels a session. A learner's cancel inside the free-change time uses the session up (it still counts against
   * the cycle); a mentor's or the team's always gives it back to the learner.
   */
  async cancel(caller: Caller, input: unknown): Promise<SessionRow> {
    const { id, token, reason } = parseInput(CancelSessionSchema, input);
    const who = { viewer: caller.viewer, token: token ?? caller.token };
    const now = this.now();
    const cancelled = await this.deps.repo.transaction(async (repo, tx) => {
      const { session, booking, actor } = await this.lockForChange(repo, tx, id, who);
      const late =
        now.getTime() > session.startAt.getTime() - entitlementOf(booking).entitlement.freeChangeHours * HOUR;
      const updated = await repo.update(session.id, {
        status: 'CANCELLED',
        cancelledBy: actor,
        cancelReason: reason ?? null,
        cancelledAt: now,
        forfeited: actor === 'LEARNER' && late,
        sequence: session.sequence + 1,
      });
      if (actor === 'ADMIN') await this.auditAdmin(who, tx, 'session.cancel', session, updated);
      const others = session.format === 'GROUP' ? (await repo.groupSeats(session.groupKey)).seats : 0;
      if (others === 0) await this.deps.rooms.cancel({ url: session.roomUrl });
      const mentor = await this.mentorOf(session.mentorId, tx);
      await mailBothSides(this.deps, tx, { change: 'cancelled', session: updated, booking, mentor, token: who.token });
      return updated;
    });
    this.kick();
    return cancelled;
  }

  /**
   * The booking itself was cancelled (Cancel Booking, in the caller's transaction): its sessions still to come are
   * cancelled on the learner's behalf, not used up (what happens to money is the booking's refund), and both sides
   * are mailed the cancellation.
   */
  async cancelForBooking(bookingId: string, tx: Tx): Promise<void> {
    const repo = this.deps.repo.in(tx);
    const now = this.now();
    const [booking] = await this.deps.bookings.findByIds([bookingId], tx);
    if (!booking) return;
    const live = (await repo.byBookings([bookingId])).filter((s) => s.status === 'BOOKED' && s.startAt > now);
    const mentors = await this.mentorsById(
      live.map((s) => s.mentorId),
      tx,
    );
    for (const session of live) {
      const updated = await repo.update(session.id, {
        status: 'CANCELLED',
        cancelledBy: 'LEARNER',
        cancelReason: 'The booking was cancelled',
        cancelledAt: now,
        sequence: session.sequence + 1,
      });
      const mentor = session.mentorId ? mentors.get(session.mentorId) : undefined;
      if (mentor) await mailBothSides(this.deps, tx, { change: 'cancelled', session: updated, booking, mentor });
    }
  }

  /**
   * Gives back the times of bookings that were cancelled or not paid within their hold, and tells both sides (their
   * calendars drop the event). Runs before every booking and every minute (hold-release.ts).
   */
  async releaseLapsedHolds(): Promise<number> {
    const released = await releaseLapsedHolds(this.deps, this.now(), (ids, tx) => this.mentorsById(ids, tx));
    if (released > 0) this.kick();
    return released;
  }

  // ---- the steps ----

  /** Validates the time against the mentor's slots and the plan, then stores the session (the database decides races). */
  async claim(
    repo: SessionsRepo,
    tx: Tx,
    args: {
      booking: MentorBookingRow;
      plan: BookingEntitlement;
      mentorId: string;
      start: Date;
      now: Date;
      idempotencyKey: string;
      /** The booking's cycle the session counts against (1 unless a membership's later cycle). */
      cycle?: number;
    },
  ): Promise<SessionRow> {
    const slot = await checkSlot(this.deps.availability, repo, tx, args);
    const id = randomUUID();
    const room = slot.roomUrl ?? (await this.deps.rooms.create({ id, start: slot.start, end: slot.end })).url;
    return writeClaimingTime(() =>
      repo.insert({
        id,
        bookingId: args.booking.id,
        mentorId: args.mentorId,
        format: args.plan.entitlement.format,
        groupKey: slot.groupKey ?? id,
        startAt: slot.start,
        endAt: slot.end,
        blockedUntil: slot.blockedUntil,
        cycle: args.cycle ?? 1,
        idempotencyKey: args.idempotencyKey,
        roomUrl: room,
      }),
    );
  }

  /** The session, locked, with its booking and the caller's side; only a live session that has not started changes. */
  private async lockForChange(repo: SessionsRepo, tx: Tx, id: string, caller: Caller) {
    const session = isUuid(id) ? await repo.lockById(id) : null;
    const booking = session ? await this.deps.bookings.lockById(session.bookingId, tx) : null;
    const actor = session && booking ? actorOf(session, booking, caller, this.deps.links) : null;
    if (!session || !booking || !actor) throw refuse('SESSION_NOT_FOUND');
    if (session.status !== 'BOOKED') throw refuse('SESSION_CANCELLED');
    if (session.startAt <= this.now()) throw refuse('SESSION_OVER');
    return { session, booking, actor };
  }

  private async auditAdmin(caller: Caller, tx: Tx, action: string, before: SessionRow, after: SessionRow) {
    const { viewer } = caller;
    if (viewer.role !== 'admin' || !this.deps.audit) return;
    const pick = (s: SessionRow) => ({ status: s.status, start: s.startAt.toISOString(), reason: s.cancelReason });
    await this.deps.audit(
      viewer,
      { action, targetType: 'session', targetId: before.id, before: pick(before), after: pick(after) },
      tx,
    );
  }

  private kick() {
    this.deps.mail.kick();
    this.deps.notifications?.kick();
    this.deps.changed?.changed();
  }

  /** The mentor of a session, read in `tx` when given (PGlite has one connection: a read beside it would wait). */
  async mentorOf(mentorId: string | null, tx?: Tx): Promise<SessionMentor> {
    const mentor = mentorId ? (await this.mentorsById([mentorId], tx)).get(mentorId) : undefined;
    if (!mentor) throw refuse('NO_MENTOR');
    return mentor;
  }

  async mentorsById(ids: readonly (string | null)[], tx?: Tx): Promise<Map<string, SessionMentor>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    const rows = await this.deps.mentors.findManyByIds(wanted, undefined, tx);
    return new Map(rows.map((m) => [m.id, m]));
  }
}
