import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Cursor } from '../../lib/paging';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { courses } from '../courses/courses.schema';
import { mentors } from '../mentors/mentors.schema';

/** The figures of a mentor's dashboard tiles, counted by the database. */
export interface DashboardCounts {
  bookings: number;
  /** Distinct people (by e-mail) who booked this mentor. */
  mentees: number;
  courses: number;
}

/** What the mentor sees of a booking: who, which plan, the dates, where it stands. No access token, no hash. */
export type MentorBookingSummaryRow = Pick<
  typeof mentorBookings.$inferSelect,
  | 'id'
  | 'audience'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'type'
  | 'course'
  | 'detailCourseName'
  | 'startDate'
  | 'endDate'
  | 'status'
  | 'paymentStatus'
  | 'createdAt'
> & { cursorAt: string };

export interface MenteeRow {
  fullName: string;
  email: string;
  /** The most recent booking of this person with this mentor. */
  lastBookedAt: Date;
  bookings: number;
}

const summaryColumns = {
  id: mentorBookings.id,
  audience: mentorBookings.audience,
  fullName: mentorBookings.fullName,
  email: mentorBookings.email,
  phone: mentorBookings.phone,
  type: mentorBookings.type,
  course: mentorBookings.course,
  detailCourseName: mentorBookings.detailCourseName,
  startDate: mentorBookings.startDate,
  endDate: mentorBookings.endDate,
  status: mentorBookings.status,
  paymentStatus: mentorBookings.paymentStatus,
  createdAt: mentorBookings.createdAt,
  // created_at as PostgreSQL prints it (microseconds kept), for an exact keyset cursor.
  cursorAt: sql<string>`${mentorBookings.createdAt}::text`,
};

export class MentorDashboardRepo {
  constructor(private readonly db: DbOrTx) {}

  /** All four figures in one round trip; each sub-count is served by an index on mentor_id. */
  async counts(mentorId: string): Promise<DashboardCounts> {
    const [row] = await this.db
      .select({
        bookings: sql<number>`(select count(*)::int from ${mentorBookings} where ${mentorBookings.mentorId} = ${mentorId})`,
        mentees: sql<number>`(select count(distinct ${mentorBookings.email})::int from ${mentorBookings} where ${mentorBookings.mentorId} = ${mentorId})`,
        courses: sql<number>`(select count(*)::int from ${courses} where ${courses.mentorId} = ${mentorId})`,
      })
      .from(mentors)
      .where(eq(mentors.id, mentorId))
      .limit(1);
    return row ?? { bookings: 0, mentees: 0, courses: 0 };
  }

  /** The mentor's bookings, newest first, keyset-paged (mentor_bookings_mentor_created_idx). */
  bookings(mentorId: string, take: number, after: Cursor | null): Promise<MentorBookingSummaryRow[]> {
    return this.db
      .select(summaryColumns)
      .from(mentorBookings)
      .where(
        and(
          eq(mentorBookings.mentorId, mentorId),
          after
            ? sql`(${mentorBookings.createdAt}, ${mentorBookings.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(mentorBookings.createdAt), desc(mentorBookings.id))
      .limit(take);
  }

  /** The people who booked this mentor, one per e-mail (the name of their latest booking), latest first. */
  async mentees(mentorId: string, limit: number): Promise<MenteeRow[]> {
    const latest = this.db
      .selectDistinctOn([mentorBookings.email], {
        fullName: mentorBookings.fullName,
        email: mentorBookings.email,
        lastBookedAt: mentorBookings.createdAt,
        bookings: sql<number>`(count(*) over (partition by ${mentorBookings.email}))::int`.as('bookings'),
      })
      .from(mentorBookings)
      .where(eq(mentorBookings.mentorId, mentorId))
      .orderBy(mentorBookings.email, desc(mentorBookings.createdAt))
      .as('latest');
    return this.db.select().from(latest).orderBy(desc(latest.lastBookedAt)).limit(limit);
  }
}
