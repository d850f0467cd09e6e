import { and, asc, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import {
  busyCalendars,
  busyClashKeeps,
  busyIntervals,
  type BusyCalendarKind,
  type BusyCalendarRow,
} from './busy-calendars.schema';

export interface NewBusyCalendar {
  mentorId: string;
  kind: BusyCalendarKind;
  urlSealed: string | null;
  urlMasked: string;
  urlFingerprint: string;
}
export interface Span {
  start: Date;
  end: Date;
}
/** A fetch's outcome to store with its intervals: the new validators and when it ran. */
export interface FetchMark {
  at: Date;
  etag?: string | null;
  lastModified?: string | null;
}

/** Rows written in one insert: well under PostgreSQL's 65 535 parameters at four a row. */
const CHUNK = 1_000;

/** Busy calendars, their intervals and kept clashes (issue 37); the only code that reads or writes these tables. */
export class BusyCalendarsRepo {
  constructor(private readonly db: DbOrTx) {}

  in(tx: Tx): BusyCalendarsRepo {
    return new BusyCalendarsRepo(Tx.handle(tx));
  }

  transaction<T>(work: (repo: BusyCalendarsRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new BusyCalendarsRepo(handle), tx));
  }

  /** The new calendar, or null when this mentor already has one with this fingerprint. */
  async insert(values: NewBusyCalendar): Promise<BusyCalendarRow | null> {
    const [row] = await this.db.insert(busyCalendars).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  async find(id: string): Promise<BusyCalendarRow | null> {
    const [row] = await this.db.select().from(busyCalendars).where(eq(busyCalendars.id, id)).limit(1);
    return row ?? null;
  }

  async findByFingerprint(mentorId: string, fingerprint: string): Promise<BusyCalendarRow | null> {
    const [row] = await this.db
      .select()
      .from(busyCalendars)
      .where(and(eq(busyCalendars.mentorId, mentorId), eq(busyCalendars.urlFingerprint, fingerprint)))
      .limit(1);
    return row ?? null;
  }

  async ofMentor(mentorId: string): Promise<BusyCalendarRow[]> {
    return this.db
      .select()
      .from(busyCalendars)
      .where(eq(busyCalendars.mentorId, mentorId))
      .orderBy(asc(busyCalendars.createdAt), asc(busyCalendars.id));
  }

  /** How many busy times each calendar holds from `from` on. */
  async countsFrom(calendarIds: string[], from: Date): Promise<Map<string, number>> {
    if (calendarIds.length === 0) return new Map();
    const rows = await this.db
      .select({ calendarId: busyIntervals.calendarId, n: count() })
      .from(busyIntervals)
      .where(and(inArray(busyIntervals.calendarId, calendarIds), gt(busyIntervals.endAt, from)))
      .groupBy(busyIntervals.calendarId);
    return new Map(rows.map((r) => [r.calendarId, r.n]));
  }

  async remove(mentorId: string, id: string): Promise<boolean> {
    const gone = await this.db
      .delete(busyCalendars)
      .where(and(eq(busyCalendars.id, id), eq(busyCalendars.mentorId, mentorId)))
      .returning({ id: busyCalendars.id });
    return gone.length > 0;
  }

  /** Replaces the calendar's intervals with these and records a successful fetch: call inside a transaction. */
  async replaceIntervals(calendar: BusyCalendarRow, intervals: Span[], mark: FetchMark): Promise<void> {
    await this.db.delete(busyIntervals).where(eq(busyIntervals.calendarId, calendar.id));
    for (let i = 0; i < intervals.length; i += CHUNK) {
      await this.db.insert(busyIntervals).values(
        intervals.slice(i, i + CHUNK).map((s) => ({
          calendarId: calendar.id,
          mentorId: calendar.mentorId,
          startAt: s.start,
          endAt: s.end,
        })),
      );
    }
    await this.markSuccess(calendar.id, mark);
  }

  /** A fetch that worked (new data or 304): the failure count starts again, and so does the notice. */
  async markSuccess(id: string, mark: FetchMark): Promise<void> {
    await this.db
      .update(busyCalendars)
      .set({
        lastFetchedAt: mark.at,
        lastError: null,
        consecutiveFailures: 0,
        failureNotifiedAt: null,
        ...(mark.etag !== undefined ? { etag: mark.etag } : {}),
        ...(mark.lastModified !== undefined ? { lastModified: mark.lastModified } : {}),
      })
      .where(eq(busyCalendars.id, id));
  }

  /** One more failure in a row; answers the row as it now is. The intervals of the last good fetch stay. */
  async markFailure(id: string, message: string, at: Date): Promise<BusyCalendarRow | null> {
    const [row] = await this.db
      .update(busyCalendars)
      .set({
        lastFetchedAt: at,
        lastError: message,
        consecutiveFailures: sql`${busyCalendars.consecutiveFailures} + 1`,
      })
      .where(eq(busyCalendars.id, id))
      .returning();
    return row ?? null;
  }

  /** Claims the notice of this run of failures: true only for the first caller (two job runs cannot both mail). */
  async claimNotice(id: string, at: Date): Promise<boolean> {
    const claimed = await this.db
      .update(busyCalendars)
      .set({ failureNotifiedAt: at })
      .where(and(eq(busyCalendars.id, id), isNull(busyCalendars.failureNotifiedAt)))
      .returning({ id: busyCalendars.id });
    return claimed.length > 0;
  }

  /** ICS calendars not fetched since `before`, least recently fetched first. */
  async dueIcs(before: Date, limit: number): Promise<BusyCalendarRow[]> {
    return this.db
      .select()
      .from(busyCalendars)
      .where(
        and(
          eq(busyCalendars.kind, 'ics'),
          or(isNull(busyCalendars.lastFetchedAt), lt(busyCalendars.lastFetchedAt, before)),
        ),
      )
      .orderBy(sql`${busyCalendars.lastFetchedAt} asc nulls first`, asc(busyCalendars.id))
      .limit(limit);
  }

  /** A mentor's busy times overlapping [from, to), from every calendar, by start. */
  async busyBetween(mentorId: string, from: Date, to: Date): Promise<Span[]> {
    return this.db
      .select({ start: busyIntervals.startAt, end: busyIntervals.endAt })
      .from(busyIntervals)
      .where(and(eq(busyIntervals.mentorId, mentorId), lt(busyIntervals.startAt, to), gt(busyIntervals.endAt, from)))
      .orderBy(asc(busyIntervals.startAt));
  }

  async keeps(mentorId: string): Promise<{ sessionId: string; start: Date; end: Date }[]> {
    return this.db
      .select({ sessionId: busyClashKeeps.sessionId, start: busyClashKeeps.busyStart, end: busyClashKeeps.busyEnd })
      .from(busyClashKeeps)
      .where(eq(busyClashKeeps.mentorId, mentorId));
  }

  async keep(mentorId: string, sessionId: string, busy: Span): Promise<void> {
    await this.db
      .insert(busyClashKeeps)
      .values({ mentorId, sessionId, busyStart: busy.start, busyEnd: busy.end })
      .onConflictDoNothing();
  }
}
