import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mentorSession } from '../accounts/test-helpers';
import { mentors } from '../mentors/mentors.schema';
import { mentorAvailability } from './sessions.schema';
import {
  CANCEL,
  MY_SESSIONS,
  RESCHEDULE,
  booked,
  bookingWith,
  slotsOf,
  type BookedSession,
  type CreatedBooking,
} from './sessions.fixtures';

export const HOUR = 3_600_000;
export const realClock = () => new Date();

export interface SessionView {
  id: string;
  status: string;
  joinUrl: string | null;
  reschedules: number;
  forfeited: boolean;
  cancelledBy: string | null;
  outcome: string | null;
  outcomeNotes: string | null;
  learnerResponse: string | null;
  outcomeSettled: boolean;
}
export interface BookingSessions {
  used: number;
  left: number;
  included: number;
  sessions: SessionView[];
}

/**
 * The app of the session-change tests (sessions-change.test.ts, sessions-outcome.test.ts): an accepted mentor
 * available all day in Lagos with a 12-hour notice and a 15-minute buffer, an admin, and the calls they make.
 */
export class ChangeWorld {
  t!: TestApp;
  mentor!: { id: string; email: string; cookie: string };
  admin!: { cookie: string };

  async start(): Promise<void> {
    this.t = await createTestApp();
    const signedIn = await mentorSession(this.t, 'sessions-mentor@example.com');
    const db = this.t.database.db;
    await db.update(mentors).set({ status: 'ACCEPTED', isActive: true }).where(eq(mentors.id, signedIn.mentorId));
    await db.insert(mentorAvailability).values({
      mentorId: signedIn.mentorId,
      timeZone: 'Africa/Lagos',
      weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '00:00', end: '24:00' })),
      overrides: [],
      timeOff: [],
      minNoticeMinutes: 12 * 60,
      bufferMinutes: 15,
      horizonDays: 28,
      acceptingNewMentees: true,
    });
    const [row] = await db.select().from(mentors).where(eq(mentors.id, signedIn.mentorId));
    this.mentor = { id: signedIn.mentorId, email: row?.email ?? '', cookie: signedIn.cookie };
    this.admin = { cookie: (await mentorSession(this.t, 'sessions-admin@example.com', { admin: true })).cookie };
  }

  mySessions = async (booking: CreatedBooking): Promise<BookingSessions> => {
    const res = await this.t.gql<{ mySessions: BookingSessions[] }>(MY_SESSIONS, {
      bookingId: booking.id,
      token: booking.accessToken,
    });
    const found = res.data?.mySessions[0];
    if (!found) throw new Error(`mySessions failed: ${JSON.stringify(res.errors)}`);
    return found;
  };

  mailsTo = async (to: string) => (await this.t.app.services.mail.list({ to, limit: 200 })).items;

  reschedule = (id: string, start: string, token?: string | null, cookie?: string) =>
    this.t.gql<{ rescheduleSession: BookedSession }>(RESCHEDULE, { id, token, start }, cookie ? { cookie } : {});

  cancel = (id: string, token?: string | null, cookie?: string, reason?: string) =>
    this.t.gql<{ cancelSession: BookedSession }>(CANCEL, { id, token, reason }, cookie ? { cookie } : {});

  /**
   * A paid Personal booking with one session booked at the `index`-th free slot after the first 30 (30 half-hour
   * starts after the 12-hour notice is more than a day ahead, outside the free-change time).
   */
  withSession = async (index: number, email?: string): Promise<{ booking: CreatedBooking; session: BookedSession }> => {
    const booking = await bookingWith(this.t, this.mentor.id, { paid: true, ...(email ? { email } : {}) });
    const slot = (await slotsOf(this.t, this.mentor.id, 7))[30 + index];
    if (!slot) throw new Error('no slot');
    return { booking, session: await booked(this.t, booking, slot.start) };
  };
}
