import { and, asc, eq, gt, gte, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../accounts/accounts.schema';
import { bookAdvisory } from '../advisory/advisory.schema';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import type {
  CalendarFeedReads,
  FeedEntries,
  FeedPerson,
  FeedSession,
  FeedWindow,
} from '../calendar-feed/feed-entries';
import { campRegistrations } from '../camp/camp.schema';
import { childProfiles } from '../families/families.schema';
import { mentors } from '../mentors/mentors.schema';
import { mentoringSessions } from '../sessions/sessions.schema';
import { webinarAttendees } from '../webinar/webinar.schema';

const sessionColumns = {
  id: mentoringSessions.id,
  startAt: mentoringSessions.startAt,
  endAt: mentoringSessions.endAt,
  status: mentoringSessions.status,
  sequence: mentoringSessions.sequence,
  roomUrl: mentoringSessions.roomUrl,
  updatedAt: mentoringSessions.updatedAt,
  format: mentoringSessions.format,
  plan: mentorBookings.type,
  course: mentorBookings.course,
  learnerName: mentorBookings.fullName,
  childName: childProfiles.firstName,
  mentorFirst: mentors.firstname,
  mentorLast: mentors.lastname,
};

type SessionRead = Omit<FeedSession, 'side' | 'mentorName'> & { mentorFirst: string | null; mentorLast: string | null };

const asSession =
  (side: FeedSession['side']) =>
  ({ mentorFirst, mentorLast, ...row }: SessionRead): FeedSession => ({
    ...row,
    side,
    mentorName: mentorFirst === null ? null : `${mentorFirst} ${mentorLast ?? ''}`.trim(),
  });

/**
 * A person's calendar feed (issue 37): their sessions as a mentor (by mentor, start: mentoring_sessions_mentor_start_idx)
 * and, by their confirmed e-mail, their sessions as a learner or parent (mentor_bookings_email_created_idx, then each
 * booking's sessions by start), advisory calls, paid camp registrations and webinar registrations (each table's
 * e-mail index). A read model (decision 0037): it reads the modules' tables and writes nothing.
 */
export class CalendarEntriesRepo implements CalendarFeedReads {
  constructor(private readonly db: DbOrTx) {}

  async person(userId: string): Promise<FeedPerson | null> {
    const [row] = await this.db
      .select({ email: users.email, verified: users.emailVerified, mentorId: mentors.id })
      .from(users)
      .leftJoin(mentors, eq(mentors.userSubId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) return null;
    return { userId, email: row.verified ? row.email.toLowerCase() : null, mentorId: row.mentorId };
  }

  async entries(person: FeedPerson, window: FeedWindow): Promise<FeedEntries> {
    const email = person.email;
    const [taught, learnt, calls, camps, webinars] = await Promise.all([
      person.mentorId ? this.taught(person.mentorId, window) : [],
      email ? this.learnt(email, window) : [],
      email
        ? this.db
            .select({ id: bookAdvisory.id, callAt: bookAdvisory.callAt, updatedAt: bookAdvisory.updatedAt })
            .from(bookAdvisory)
            .where(and(eq(bookAdvisory.email, email), gte(bookAdvisory.callAt, window.from)))
            .orderBy(asc(bookAdvisory.callAt))
            .limit(window.limit)
        : [],
      email
        ? this.db
            .select({
              id: campRegistrations.id,
              createdAt: campRegistrations.createdAt,
              updatedAt: campRegistrations.updatedAt,
            })
            .from(campRegistrations)
            .where(
              and(
                eq(campRegistrations.parentEmail, email),
                eq(campRegistrations.paymentStatus, 'PAID'),
                isNull(campRegistrations.cancelledAt),
              ),
            )
            .orderBy(asc(campRegistrations.createdAt))
            .limit(window.limit)
        : [],
      email && window.webinarKey
        ? this.db
            .select({ id: webinarAttendees.id, updatedAt: webinarAttendees.updatedAt })
            .from(webinarAttendees)
            .where(and(eq(webinarAttendees.email, email), eq(webinarAttendees.webinar, window.webinarKey)))
            .limit(1)
        : [],
    ]);
    // A session the person both teaches and booked (a mentor's own test booking) is listed once, as the mentor's.
    const seen = new Set(taught.map((s) => s.id));
    return { sessions: [...taught, ...learnt.filter((s) => !seen.has(s.id))], calls, camps, webinars };
  }

  async mentorSessionsChanged(mentorId: string, since: Date, from: Date, limit: number): Promise<FeedSession[]> {
    const rows = await this.db
      .select(sessionColumns)
      .from(mentoringSessions)
      .innerJoin(mentorBookings, eq(mentorBookings.id, mentoringSessions.bookingId))
      .leftJoin(childProfiles, eq(childProfiles.id, mentorBookings.childId))
      .leftJoin(mentors, eq(mentors.id, mentoringSessions.mentorId))
      .where(
        and(
          eq(mentoringSessions.mentorId, mentorId),
          gte(mentoringSessions.startAt, from),
          gt(mentoringSessions.updatedAt, since),
        ),
      )
      .orderBy(asc(mentoringSessions.updatedAt), asc(mentoringSessions.id))
      .limit(limit);
    return rows.map(asSession('MENTOR'));
  }

  private async taught(mentorId: string, window: FeedWindow): Promise<FeedSession[]> {
    const rows = await this.db
      .select(sessionColumns)
      .from(mentoringSessions)
      .innerJoin(mentorBookings, eq(mentorBookings.id, mentoringSessions.bookingId))
      .leftJoin(childProfiles, eq(childProfiles.id, mentorBookings.childId))
      .leftJoin(mentors, eq(mentors.id, mentoringSessions.mentorId))
      .where(and(eq(mentoringSessions.mentorId, mentorId), gte(mentoringSessions.startAt, window.from)))
      .orderBy(asc(mentoringSessions.startAt), asc(mentoringSessions.id))
      .limit(window.limit);
    return rows.map(asSession('MENTOR'));
  }

  private async learnt(email: string, window: FeedWindow): Promise<FeedSession[]> {
    const rows = await this.db
      .select(sessionColumns)
      .from(mentorBookings)
      .innerJoin(mentoringSessions, eq(mentoringSessions.bookingId, mentorBookings.id))
      .leftJoin(childProfiles, eq(childProfiles.id, mentorBookings.childId))
      .leftJoin(mentors, eq(mentors.id, mentoringSessions.mentorId))
      .where(and(eq(mentorBookings.email, email), gte(mentoringSessions.startAt, window.from)))
      .orderBy(asc(mentoringSessions.startAt), asc(mentoringSessions.id))
      .limit(window.limit);
    return rows.map(asSession('LEARNER'));
  }
}
