import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { mentorBookings } from './mentor-bookings.schema';

/** The bookings module's deletes and erasures of old mentor bookings, called by the retention purge (modules/retention). */
export class MentorBookingsRetentionRepo {
  constructor(private readonly db: DbOrTx) {}

  deleteBookingsBefore(cutoff: Date): Promise<number> {
    return deleteWhere(this.db, mentorBookings, lt(mentorBookings.createdAt, cutoff));
  }

  /** Clears the child's age bracket of kids mentor bookings that ended before `lastDay` (YYYY-MM-DD). */
  async clearKidAgeBracketsEndedBefore(lastDay: string): Promise<number> {
    const rows = await this.db
      .update(mentorBookings)
      .set({ image: null })
      .where(
        and(eq(mentorBookings.audience, 'kids'), isNotNull(mentorBookings.image), lt(mentorBookings.endDate, lastDay)),
      )
      .returning({ id: mentorBookings.id });
    return rows.length;
  }
}
