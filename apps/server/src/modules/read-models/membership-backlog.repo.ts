import { and, asc, eq, gt, gte, isNull, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { memberships } from '../memberships/memberships.schema';

/**
 * Paid plan bookings that are not memberships yet (issue 36): the renewal job adopts them, so a learner who paid and
 * never opened My sessions still gets the reminder and the renewal. Only bookings that started on or after `since`
 * (the first cycle may still run): an older one ended as the one-month purchase it was. Joins the bookings' and the
 * memberships' tables, hence a read model (decision 0037); the partial index on paid bookings' start dates keeps
 * the look cheap as bookings accumulate.
 */
export class MembershipBacklogRepo {
  constructor(private readonly db: DbOrTx) {}

  async paidPlanBookingsWithout(since: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: mentorBookings.id })
      .from(mentorBookings)
      .where(
        and(
          eq(mentorBookings.paymentStatus, 'PAID'),
          gte(mentorBookings.startDate, since),
          gt(mentorBookings.amountKobo, 0),
          isNull(mentorBookings.cancelledAt),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(memberships)
              .where(eq(memberships.bookingId, mentorBookings.id)),
          ),
        ),
      )
      .orderBy(asc(mentorBookings.startDate))
      .limit(limit);
    return rows.map((row) => row.id);
  }
}
