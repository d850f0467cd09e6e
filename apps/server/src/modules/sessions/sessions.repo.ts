import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { SessionOutcome } from '@eazy2con/shared/sessions';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import {
  mentoringSessions,
  progressReports,
  sessionReminders,
  type NewSessionRow,
  type ReminderKind,
  type SessionRow,
} from './sessions.schema';

import type { AdminSessionsFilter, BusyRow } from './sessions.types';

export type { AdminSessionsFilter, BusyRow } from './sessions.types';

/** Mentoring sessions: the only code that reads or writes mentoring_sessions. */
export class SessionsRepo {
  constructor(private readonly db: DbOrTx) {}

  transaction<T>(work: (repo: SessionsRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new SessionsRepo(handle), tx));
  }

  in(tx: Tx): SessionsRepo {
    return new SessionsRepo(Tx.handle(tx));
  }

  async insert(values: NewSessionRow): Promise<SessionRow> {
    const [row] = await this.db.transaction((sp) => sp.insert(mentoringSessions).values(values).returning());
    if (!row) throw new Error('session insert returned no row');
    return row;
  }

  async findById(id: string): Promise<SessionRow | null> {
    const [row] = await this.db.select().from(mentoringSessions).where(eq(mentoringSessions.id, id)).limit(1);
    return row ?? null;
  }

  async lockById(id: string): Promise<SessionRow | null> {
    const [row] = await this.db
      .select()
      .from(mentoringSessions)
      .where(eq(mentoringSessions.id, id))
      .for('update')
      .limit(1);
    return row ?? null;
  }

  async findByIdempotencyKey(bookingId: string, key: string): Promise<SessionRow | null> {
    const [row] = await this.db
      .select()
      .from(mentoringSessions)
      .where(and(eq(mentoringSessions.bookingId, bookingId), eq(mentoringSessions.idempotencyKey, key)))
      .limit(1);
    return row ?? null;
  }

  async byBookings(bookingIds: readonly string[]): Promise<SessionRow[]> {
    if (bookingIds.length === 0) return [];
    return this.db
      .select()
      .from(mentoringSessions)
      .where(inArray(mentoringSessions.bookingId, [...bookingIds]))
      .orderBy(asc(mentoringSessions.startAt));
  }

  /**
   * A mentor's live sessions touching [from, to), through (mentor_id, start_at). Sessions are at most a few hours
   * long, so starting the scan a day early finds every one that overlaps the window.
   */
  async busy(mentorId: string, from: Date, to: Date): Promise<BusyRow[]> {
    const dayBefore = new Date(from.getTime() - 24 * 3_600_000);
    return this.db
      .select({
        id: mentoringSessions.id,
        start: mentoringSessions.startAt,
        end: mentoringSessions.endAt,
        blockedUntil: mentoringSessions.blockedUntil,
        groupKey: mentoringSessions.groupKey,
      })
      .from(mentoringSessions)
      .where(
        and(
          eq(mentoringSessions.mentorId, mentorId),
          eq(mentoringSessions.status, 'BOOKED'),
          gt(mentoringSessions.startAt, dayBefore),
          lt(mentoringSessions.startAt, to),
        ),
      )
      .orderBy(asc(mentoringSessions.startAt));
  }

  /** A mentor's sessions (every status) starting in [from, to): the week calendar. */
  async forMentor(mentorId: string, from: Date, to: Date, limit: number): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(mentoringSessions)
      .where(
        and(
          eq(mentoringSessions.mentorId, mentorId),
          sql`${mentoringSessions.startAt} >= ${from}`,
          lt(mentoringSessions.startAt, to),
        ),
      )
      .orderBy(asc(mentoringSessions.startAt))
      .limit(limit);
  }

  /** Sessions that count against a booking's cycle: live ones, and those a late cancel used up. */
  async countUsed(bookingId: string, cycle: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(mentoringSessions)
      .where(
        and(
          eq(mentoringSessions.bookingId, bookingId),
          eq(mentoringSessions.cycle, cycle),
          or(
            eq(mentoringSessions.status, 'BOOKED'),
            and(eq(mentoringSessions.status, 'CANCELLED'), eq(mentoringSessions.forfeited, true)),
          ),
        ),
      );
    return row?.n ?? 0;
  }

  /** Makes concurrent joins of one group session take turns until this transaction ends (seat counting). */
  async lockGroup(groupKey: string): Promise<void> {
    await this.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${groupKey}))`);
  }

  /** The live seats of a group session, and its room (the first seat's). */
  async groupSeats(groupKey: string): Promise<{ seats: number; roomUrl: string | null }> {
    const rows = await this.db
      .select({ roomUrl: mentoringSessions.roomUrl })
      .from(mentoringSessions)
      .where(and(eq(mentoringSessions.groupKey, groupKey), eq(mentoringSessions.status, 'BOOKED')))
      .orderBy(asc(mentoringSessions.createdAt));
    return { seats: rows.length, roomUrl: rows[0]?.roomUrl ?? null };
  }

  async update(id: string, patch: Partial<NewSessionRow>): Promise<SessionRow> {
    const [row] = await this.db.update(mentoringSessions).set(patch).where(eq(mentoringSessions.id, id)).returning();
    if (!row) throw new Error(`session ${id} vanished during an update`);
    return row;
  }

  /** Live sessions booked before `before` whose booking may have run out of hold time (the service decides). */
  async holdCandidates(before: Date, limit: number): Promise<Pick<SessionRow, 'id' | 'bookingId' | 'createdAt'>[]> {
    return this.db
      .select({
        id: mentoringSessions.id,
        bookingId: mentoringSessions.bookingId,
        createdAt: mentoringSessions.createdAt,
      })
      .from(mentoringSessions)
      .where(
        and(
          eq(mentoringSessions.status, 'BOOKED'),
          isNull(mentoringSessions.outcome),
          lt(mentoringSessions.createdAt, before),
          gt(mentoringSessions.endAt, new Date(before.getTime() - 90 * 24 * 3_600_000)),
        ),
      )
      .limit(limit);
  }

  /** Frees the time of these sessions; only rows still BOOKED change (a settled payment meanwhile wins). */
  async release(ids: readonly string[], now: Date, reason = 'Not paid in time'): Promise<SessionRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .update(mentoringSessions)
      .set({ status: 'RELEASED', cancelledBy: 'SYSTEM', cancelledAt: now, cancelReason: reason })
      .where(and(inArray(mentoringSessions.id, [...ids]), eq(mentoringSessions.status, 'BOOKED')))
      .returning();
  }

  /** Held sessions of these bookings with this mentor, in the learner's favour (not disputed): reviews need one. */
  async countHeld(bookingIds: readonly string[], mentorId: string): Promise<number> {
    if (bookingIds.length === 0) return 0;
    const outcome: SessionOutcome = 'HELD';
    const [row] = await this.db
      .select({ n: count() })
      .from(mentoringSessions)
      .where(
        and(
          inArray(mentoringSessions.bookingId, [...bookingIds]),
          eq(mentoringSessions.mentorId, mentorId),
          eq(mentoringSessions.outcome, outcome),
          or(isNull(mentoringSessions.learnerResponse), eq(mentoringSessions.learnerResponse, 'CONFIRMED')),
        ),
      );
    return row?.n ?? 0;
  }

  /** Sessions of these bookings whose notes feed a progress report, oldest first. */
  async withNotes(bookingId: string, cycle: number): Promise<SessionRow[]> {
    return this.db
      .select()
      .from(mentoringSessions)
      .where(
        and(
          eq(mentoringSessions.bookingId, bookingId),
          eq(mentoringSessions.cycle, cycle),
          isNotNull(mentoringSessions.outcome),
        ),
      )
      .orderBy(asc(mentoringSessions.startAt));
  }

  /** Bookings with a recorded session in `cycle` and no progress report for it yet (the service checks the rest). */
  async reportCandidates(cycle: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ bookingId: mentoringSessions.bookingId })
      .from(mentoringSessions)
      .leftJoin(
        progressReports,
        and(eq(progressReports.bookingId, mentoringSessions.bookingId), eq(progressReports.cycle, cycle)),
      )
      .where(and(eq(mentoringSessions.cycle, cycle), isNotNull(mentoringSessions.outcome), isNull(progressReports.id)))
      .limit(limit);
    return rows.map((r) => r.bookingId);
  }

  /** Records that a cycle's report went out; false when one already had (another instance, or a retry). */
  async markReported(bookingId: string, cycle: number, sessionsHeld: number): Promise<boolean> {
    const rows = await this.db
      .insert(progressReports)
      .values({ bookingId, cycle, sessionsHeld })
      .onConflictDoNothing()
      .returning({ id: progressReports.id });
    return rows.length > 0;
  }

  /**
   * Live sessions starting in (now, now + lead] that were booked before that window opened (a session booked an hour
   * ahead has just had its booking mail) and have no `kind` reminder yet, soonest first, through start_at's index;
   * those starting within `skip` ms left out (no day-before reminder once the hour-before one is due).
   */
  async dueForReminder(kind: ReminderKind, now: Date, leadMs: number, limit: number, skip = 0): Promise<SessionRow[]> {
    const until = new Date(now.getTime() + leadMs);
    return this.db
      .select({ session: mentoringSessions })
      .from(mentoringSessions)
      .leftJoin(
        sessionReminders,
        and(eq(sessionReminders.sessionId, mentoringSessions.id), eq(sessionReminders.kind, kind)),
      )
      .where(
        and(
          eq(mentoringSessions.status, 'BOOKED'),
          gt(mentoringSessions.startAt, new Date(now.getTime() + skip)),
          sql`${mentoringSessions.startAt} <= ${until}`,
          sql`${mentoringSessions.createdAt} < ${mentoringSessions.startAt} - make_interval(secs => ${leadMs / 1000})`,
          isNull(sessionReminders.sessionId),
        ),
      )
      .orderBy(asc(mentoringSessions.startAt))
      .limit(limit)
      .then((rows) => rows.map((r) => r.session));
  }

  /** Forgets the reminders sent for a session's old time, so its new time gets its own. */
  async clearReminders(sessionId: string): Promise<void> {
    await this.db.delete(sessionReminders).where(eq(sessionReminders.sessionId, sessionId));
  }

  /** Claims a reminder: true for the one caller that inserted it (another instance, or an earlier run, did not). */
  async claimReminder(sessionId: string, kind: ReminderKind): Promise<boolean> {
    const rows = await this.db
      .insert(sessionReminders)
      .values({ sessionId, kind })
      .onConflictDoNothing()
      .returning({ sessionId: sessionReminders.sessionId });
    return rows.length > 0;
  }

  /** The admin list: newest start first, keyset on (start_at, id), filtered in the database. */
  async adminPage(take: number, after: { at: Date; id: string } | null, filter: AdminSessionsFilter) {
    const where: SQL[] = [];
    if (filter.status) where.push(eq(mentoringSessions.status, filter.status));
    if (filter.disputed) where.push(eq(mentoringSessions.learnerResponse, 'DISPUTED'));
    if (after) {
      where.push(
        or(
          lt(mentoringSessions.startAt, after.at),
          and(eq(mentoringSessions.startAt, after.at), lt(mentoringSessions.id, after.id)),
        ) as SQL,
      );
    }
    return this.db
      .select()
      .from(mentoringSessions)
      .where(where.length > 0 ? and(...where) : undefined)
      .orderBy(desc(mentoringSessions.startAt), desc(mentoringSessions.id))
      .limit(take);
  }
}
