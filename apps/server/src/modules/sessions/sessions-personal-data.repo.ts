import { inArray } from 'drizzle-orm';
import { Tx } from '../../db/transaction';
import { exportRow, type DataSubject, type ExportSections, LinkedPersonalData } from '../personal-data';
import { mentoringSessions, progressReports } from './sessions.schema';

/**
 * The sessions of a person's bookings, found through the bookings' owners (decision 0043), so it runs first in an
 * erase. Exported: when, status and outcome, and what the learner answered. On erase a session stays (it is what a
 * mentor was paid for) and loses its free text: the learner's comment, a cancel's reason, the mentor's notes.
 */
export class SessionsPersonalData extends LinkedPersonalData {
  async export(person: DataSubject): Promise<ExportSections> {
    const ids = await this.recordIds(person);
    if (ids.length === 0) return {};
    const sessions = await this.db
      .select({
        id: mentoringSessions.id,
        bookingId: mentoringSessions.bookingId,
        format: mentoringSessions.format,
        startAt: mentoringSessions.startAt,
        endAt: mentoringSessions.endAt,
        status: mentoringSessions.status,
        cycle: mentoringSessions.cycle,
        roomUrl: mentoringSessions.roomUrl,
        cancelledBy: mentoringSessions.cancelledBy,
        cancelReason: mentoringSessions.cancelReason,
        cancelledAt: mentoringSessions.cancelledAt,
        outcome: mentoringSessions.outcome,
        outcomeAt: mentoringSessions.outcomeAt,
        learnerResponse: mentoringSessions.learnerResponse,
        learnerComment: mentoringSessions.learnerComment,
        respondedAt: mentoringSessions.respondedAt,
      })
      .from(mentoringSessions)
      .where(inArray(mentoringSessions.bookingId, ids))
      .orderBy(mentoringSessions.startAt);
    const reports = await this.db
      .select({
        bookingId: progressReports.bookingId,
        cycle: progressReports.cycle,
        sessionsHeld: progressReports.sessionsHeld,
        sentAt: progressReports.sentAt,
      })
      .from(progressReports)
      .where(inArray(progressReports.bookingId, ids));
    return { sessions: sessions.map(exportRow), progressReports: reports.map(exportRow) };
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    const ids = await this.recordIds(person, tx);
    if (ids.length === 0) return;
    await Tx.handle(tx)
      .update(mentoringSessions)
      .set({ learnerComment: null, cancelReason: null, outcomeNotes: null })
      .where(inArray(mentoringSessions.bookingId, ids));
  }
}
