import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mentoringSessions } from './sessions.schema';

/** A held session as the ledger needs it: whose it is and which booking it spends. */
export interface HeldSessionRow {
  id: string;
  bookingId: string;
  mentorId: string;
  startAt: Date;
  /** The booking's cycle it counted against (a membership's later cycle has a share of its own, issue 36). */
  cycle: number;
}

/**
 * Read-only queries for the money side (issue 23): sessions that were held and stand (confirmed, or the learner's
 * window passed in silence), and bookings whose sessions still wait on a learner or the team.
 */
export class HeldSessionsRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Held sessions that stand by `windowClosedBefore`, in id order after `afterId`. */
  held(windowClosedBefore: Date, afterId: string | null, limit: number): Promise<HeldSessionRow[]> {
    const s = mentoringSessions;
    const silentPast = and(
      isNull(s.learnerResponse),
      lt(sql`greatest(${s.endAt}, ${s.outcomeAt})`, windowClosedBefore),
    );
    return this.db
      .select({
        id: s.id,
        bookingId: s.bookingId,
        mentorId: sql<string>`${s.mentorId}`,
        startAt: s.startAt,
        cycle: s.cycle,
      })
      .from(s)
      .where(
        and(
          eq(s.status, 'BOOKED'),
          eq(s.outcome, 'HELD'),
          isNotNull(s.mentorId),
          or(eq(s.learnerResponse, 'CONFIRMED'), silentPast),
          afterId === null ? undefined : gt(s.id, afterId),
        ),
      )
      .orderBy(asc(s.id))
      .limit(limit);
  }

  /**
   * Of these bookings, those with a session the team must look at before the rest of the money moves: disputed,
   * marked as the mentor's no-show, or recorded and still inside the learner's window.
   */
  async unsettled(bookingIds: string[], windowClosedBefore: Date): Promise<Set<string>> {
    if (bookingIds.length === 0) return new Set();
    const s = mentoringSessions;
    const rows = await this.db
      .selectDistinct({ bookingId: s.bookingId })
      .from(s)
      .where(
        and(
          inArray(s.bookingId, bookingIds),
          eq(s.status, 'BOOKED'),
          or(
            eq(s.learnerResponse, 'DISPUTED'),
            eq(s.outcome, 'MENTOR_NO_SHOW'),
            and(
              isNotNull(s.outcome),
              isNull(s.learnerResponse),
              sql`greatest(${s.endAt}, ${s.outcomeAt}) >= ${windowClosedBefore}`,
            ),
          ),
        ),
      );
    return new Set(rows.map((row) => row.bookingId));
  }
}
