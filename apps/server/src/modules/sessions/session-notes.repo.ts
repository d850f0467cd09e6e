import { inArray } from 'drizzle-orm';
import { Tx } from '../../db/transaction';
import { mentoringSessions } from './sessions.schema';

/**
 * Erasing what mentors wrote about a child (issue 35, decision 0042): the notes of the sessions of the child's
 * bookings, and the learner's comments on them, in the parent's withdrawal transaction. The sessions stay: they are
 * what was paid for.
 */
export const SessionNotesRepo = {
  async erase(tx: Tx, bookingIds: readonly string[]): Promise<number> {
    if (bookingIds.length === 0) return 0;
    const rows = await Tx.handle(tx)
      .update(mentoringSessions)
      .set({ outcomeNotes: null, learnerComment: null })
      .where(inArray(mentoringSessions.bookingId, [...bookingIds]))
      .returning({ id: mentoringSessions.id });
    return rows.length;
  },
};
