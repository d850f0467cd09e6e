import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mentorSession, signUpConfirmed } from '../accounts/test-helpers';
import { mentorBookings, type NewMentorBookingRow } from '../bookings/mentor-bookings.schema';
import { createCourse, createMentor } from '../courses/courses.fixtures';
import { mentors } from '../mentors/mentors.schema';
import { CASH, mentorAvailable, mentorPending } from '../ledger/ledger.accounts';

const DASHBOARD = `query ($limit: Int, $nextToken: String) {
  mentorDashboard {
    counts { bookings mentees courses accountBalance }
    bookings(limit: $limit, nextToken: $nextToken) { items { fullName email plan course startDate endDate status paymentStatus } nextToken }
    mentees { fullName email bookings }
  }
}`;

interface Dashboard {
  counts: { bookings: number; mentees: number; courses: number; accountBalance: number };
  bookings: {
    items: {
      fullName: string;
      email: string;
      plan: string;
      course: string;
      status: string | null;
      paymentStatus: string;
    }[];
    nextToken: string | null;
  };
  mentees: { fullName: string; email: string; bookings: number }[];
}

let t: TestApp;
let cookie: string;
let mentorId: string;

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes));

function booking(mentor: string, overrides: Partial<NewMentorBookingRow>): NewMentorBookingRow {
  return {
    mentorId: mentor,
    audience: 'adult',
    fullName: 'Ada Obi',
    phone: '+234 803 000 1111',
    email: 'ada@example.com',
    type: 'Personal',
    course: 'React',
    startDate: '2026-12-01',
    endDate: '2027-05-31',
    amountKobo: 2_500_000,
    accessTokenHash: 'x'.repeat(64),
    ...overrides,
  };
}

const read = (variables: Record<string, unknown> = {}, as = cookie) =>
  t.gql<{ mentorDashboard: Dashboard }>(DASHBOARD, variables, { cookie: as });

beforeAll(async () => {
  t = await createTestApp();
  const session = await mentorSession(t, 'dash.mentor@example.com');
  cookie = session.cookie;
  mentorId = session.mentorId;
  const db = t.database.db;
  await db
    .update(mentors)
    // A stored figure that drifted: the balance shown is the ledger's, never this column (decision 0033).
    .set({ status: 'ACCEPTED', isActive: true, accountBalance: 99_999 })
    .where(eq(mentors.id, mentorId));
  // ₦15,000.50 earned and released: the tile shows whole naira of what may be paid out now; ₦7,000 still pending
  // (its session not held yet) is not in it.
  await t.app.services.ledger.service.post({
    source: 'test:dashboard-balance',
    memo: 'Released for the dashboard test',
    lines: [
      { account: CASH, amountKobo: 2_200_050 },
      { account: mentorAvailable(mentorId), amountKobo: -1_500_050 },
      { account: mentorPending(mentorId), amountKobo: -700_000 },
    ],
  });
  const other = await createMentor(db);
  await createCourse(db, mentorId, { title: 'React from zero' });
  await createCourse(db, mentorId, { title: 'Node for the web' });
  await createCourse(db, other.id, { title: 'Not theirs' });
  await db.insert(mentorBookings).values([
    booking(mentorId, {
      createdAt: at(1),
      fullName: 'Ada Obi',
      email: 'ada@example.com',
      status: 'DONE',
      paymentStatus: 'PAID',
    }),
    booking(mentorId, {
      createdAt: at(2),
      fullName: 'Bola Ade',
      email: 'bola@example.com',
      type: 'Trial',
      amountKobo: 0,
      paymentStatus: 'NOT_REQUIRED',
    }),
    booking(mentorId, {
      createdAt: at(3),
      fullName: 'Ada O. Obi',
      email: 'ada@example.com',
      course: 'Other',
      detailCourseName: 'Rust',
      status: 'IN_PROGRESS',
    }),
    booking(other.id, { createdAt: at(4), fullName: 'Someone Else', email: 'else@example.com' }),
  ]);
});

afterAll(() => t.close());

describe('mentorDashboard', () => {
  it("counts the mentor's own bookings, distinct mentees, courses and the ledger's balance from the database", async () => {
    const res = await read();
    expect(res.errors).toBeUndefined();
    expect(res.data?.mentorDashboard.counts).toEqual({ bookings: 3, mentees: 2, courses: 2, accountBalance: 15_000 });
  });

  it('lists only their bookings, newest first, paged, with the course typed under Other', async () => {
    const first = await read({ limit: 2 });
    const page = first.data?.mentorDashboard.bookings;
    expect(page?.items.map((b) => [b.fullName, b.course, b.status, b.paymentStatus])).toEqual([
      ['Ada O. Obi', 'Rust', 'IN_PROGRESS', 'AWAITING_PAYMENT'],
      ['Bola Ade', 'React', null, 'NOT_REQUIRED'],
    ]);
    expect(page?.nextToken).toBeTruthy();
    const second = await read({ limit: 2, nextToken: page?.nextToken });
    expect(second.data?.mentorDashboard.bookings.items.map((b) => b.fullName)).toEqual(['Ada Obi']);
    expect(second.data?.mentorDashboard.bookings.nextToken).toBeNull();
  });

  it('shows each mentee once, by the name of their latest booking, latest first', async () => {
    const res = await read();
    expect(res.data?.mentorDashboard.mentees).toEqual([
      { fullName: 'Ada O. Obi', email: 'ada@example.com', bookings: 2 },
      { fullName: 'Bola Ade', email: 'bola@example.com', bookings: 1 },
    ]);
  });

  it('refuses a visitor, and a signed-in applicant whose record is not accepted', async () => {
    const visitor = await t.gql(DASHBOARD);
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const applicant = await mentorSession(t, 'dash.applicant@example.com');
    const inReview = await read({}, applicant.cookie);
    expect(inReview.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const learner = await signUpConfirmed(t, 'dash.learner@example.com');
    expect((await read({}, learner)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
