import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import type { ChildReads, ChildReportView, ChildSessionView, TaughtChild } from '../families/child-reads';
import { childProfiles } from '../families/families.schema';
import { mentors } from '../mentors/mentors.schema';
import { mentoringSessions, progressReports } from '../sessions/sessions.schema';

/** A booking counts once it is paid (or a free trial): an unpaid request gives a mentor nothing of the child. */
const paid = inArray(mentorBookings.paymentStatus, ['PAID', 'NOT_REQUIRED']);

/**
 * A child's sessions, reports and mentors (issue 35), read across bookings, sessions and progress reports for the
 * families module (decision 0037: a read model, handed over by the root).
 */
export class ChildActivityRepo implements ChildReads {
  constructor(private readonly db: DbOrTx) {}

  async sessionsOf(childId: string, mentorId?: string): Promise<ChildSessionView[]> {
    const rows = await this.db
      .select({
        start: mentoringSessions.startAt,
        end: mentoringSessions.endAt,
        status: mentoringSessions.status,
        attendance: mentoringSessions.outcome,
        roomUrl: mentoringSessions.roomUrl,
        firstname: mentors.firstname,
        lastname: mentors.lastname,
      })
      .from(mentoringSessions)
      .innerJoin(mentorBookings, eq(mentorBookings.id, mentoringSessions.bookingId))
      .leftJoin(mentors, eq(mentors.id, mentoringSessions.mentorId))
      .where(
        and(
          eq(mentorBookings.childId, childId),
          sql`${mentoringSessions.status} <> 'RELEASED'`,
          mentorId ? eq(mentoringSessions.mentorId, mentorId) : undefined,
        ),
      )
      .orderBy(asc(mentoringSessions.startAt))
      .limit(500);
    const now = Date.now();
    return rows.map((r) => ({
      start: r.start,
      end: r.end,
      status: r.status,
      attendance: r.attendance,
      roomUrl: r.status === 'BOOKED' && r.end.getTime() > now ? r.roomUrl : null,
      mentorName: r.firstname === null ? null : `${r.firstname} ${r.lastname ?? ''}`.trim(),
    }));
  }

  async reportsOf(childId: string): Promise<ChildReportView[]> {
    const reports = await this.db
      .select({
        bookingId: progressReports.bookingId,
        cycle: progressReports.cycle,
        held: progressReports.sessionsHeld,
        sentAt: progressReports.sentAt,
      })
      .from(progressReports)
      .innerJoin(mentorBookings, eq(mentorBookings.id, progressReports.bookingId))
      .where(eq(mentorBookings.childId, childId))
      .orderBy(desc(progressReports.sentAt))
      .limit(60);
    if (reports.length === 0) return [];
    // The notes of every reported cycle in one read, not one read per report.
    const notes = await this.db
      .select({
        bookingId: mentoringSessions.bookingId,
        cycle: mentoringSessions.cycle,
        start: mentoringSessions.startAt,
        notes: mentoringSessions.outcomeNotes,
      })
      .from(mentoringSessions)
      .where(
        and(
          inArray(mentoringSessions.bookingId, [...new Set(reports.map((r) => r.bookingId))]),
          eq(mentoringSessions.outcome, 'HELD'),
          isNotNull(mentoringSessions.outcomeNotes),
          sql`${mentoringSessions.outcomeNotes} <> ''`,
        ),
      )
      .orderBy(asc(mentoringSessions.startAt));
    return reports.map((report) => {
      const lines = notes
        .filter((n) => n.bookingId === report.bookingId && n.cycle === report.cycle)
        .map((n) => `${n.start.toISOString().slice(0, 10)}: ${n.notes ?? ''}`);
      const held = `${report.held} ${report.held === 1 ? 'session' : 'sessions'} held.`;
      return { cycle: report.cycle, text: [held, ...lines].join('\n'), sentAt: report.sentAt };
    });
  }

  async teaches(mentorId: string, childId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: mentorBookings.id })
      .from(mentorBookings)
      .where(and(eq(mentorBookings.childId, childId), eq(mentorBookings.mentorId, mentorId), paid))
      .limit(1);
    return row !== undefined;
  }

  childrenTaughtBy(mentorId: string): Promise<TaughtChild[]> {
    return this.db
      .selectDistinct({ id: childProfiles.id, firstName: childProfiles.firstName, ageBand: childProfiles.ageBand })
      .from(mentorBookings)
      .innerJoin(childProfiles, eq(childProfiles.id, mentorBookings.childId))
      .where(and(eq(mentorBookings.mentorId, mentorId), paid))
      .orderBy(asc(childProfiles.firstName), asc(childProfiles.id))
      .limit(200);
  }
}
