import { count } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, advisorySlotLabels, callDateFromIsoDay } from '@eazy2con/shared/advisory';
import { watDate } from '@eazy2con/shared/wat-time';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { signUpConfirmed, validApplication } from '../accounts/test-helpers';
import { createCourse, createMentor } from '../courses/courses.fixtures';
import { mailOutbox } from '../mail/mail.schema';
import { contactUs } from '../content/content.schema';
import { operationLimits, type LimitedOperation } from './operation-limits';

let t: TestApp;
let courseId: string;
let mentorId: string;
beforeAll(async () => {
  t = await createTestApp();
  const mentor = await createMentor(t.database.db);
  mentorId = mentor.id;
  courseId = (await createCourse(t.database.db, mentor.id)).id;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const CONTACT = `mutation ($input: CreateContactUsInput!) { createContactUs(input: $input) { id } }`;
const contact = {
  fullName: 'Ngozi Adebayo',
  email: 'ngozi@example.com',
  message: 'I would like a mentor for my whole team.',
};

interface Call {
  query: string;
  variables: () => Record<string, unknown>;
}

let n = 0;
// The confirm operations succeed only with a mailed secret, a booking's read and update only with its token, and the
// bootcamp only while open with seats left: their limits are tested with the flows they guard (course-ratings.test.ts,
// course-bookings.test.ts, mentors/mentor-reviews.test.ts, camp.test.ts, bootcamp.test.ts, bookings/mentor-bookings.test.ts). The payment operations
// need a booking and a provider: their limits are tested in payments/payments.test.ts (cancelBooking's in
// payments/booking-cancel.test.ts).
type TestedWithTheirFlow =
  | 'createMentor'
  | 'confirmCourseRating'
  | 'createMentorReview'
  | 'confirmCourseBooking'
  | 'getBookKidmentor'
  | 'updateBookKidmentor'
  | 'createBootcamp'
  | 'updateBootcamp'
  | 'createBookAmentor'
  | 'updateBookAmentor'
  | 'getBookAmentor'
  | 'startPayment'
  | 'settlePayment'
  | 'openInvoice'
  | 'cancelBooking'
  // A signed-in account's own saved card: payments/saved-cards.test.ts.
  | 'removeSavedCard'
  // Needs a booking's invoice or a settled payment: payments/payment-documents.test.ts.
  | 'paymentDocument'
  // Sessions need a paid booking and a mentor's hours: sessions/sessions-api.test.ts.
  | 'bookSession'
  | 'rescheduleSession'
  | 'cancelSession'
  | 'respondToSession'
  | 'mySessions'
  // Need a paid membership: memberships/memberships.test.ts.
  | 'membership'
  | 'membershipChange'
  // Needs the owner's mailed link: webinar/webinar-owner-link.test.ts.
  | 'changeWebinarAttendee'
  // Needs a texted code: notifications/phone-confirmation.test.ts.
  | 'confirmPhone'
  // A signed-in account with a confirmed e-mail: data-rights/data-rights-limits.test.ts.
  | 'requestMyData'
  | 'requestAccountDeletionCode'
  | 'deleteMyAccount'
  // Need a signed-in parent, or a mentor: families/families-limits.test.ts.
  | 'requestChildConsentCode'
  | 'addChild'
  | 'messageChild'
  | 'setLearnerCode'
  // A sign-in succeeds only with a code a parent set: families/learner-space.test.ts.
  | 'learnerSignIn'
  // A signed-in account's own channels: notifications/contact-channels.test.ts.
  | 'setContactChannels';
const calls: Record<Exclude<LimitedOperation, TestedWithTheirFlow>, Call> = {
  createContactUs: { query: CONTACT, variables: () => ({ input: contact }) },
  subscribeNewsletter: {
    query: `mutation ($email: String!) { subscribeNewsletter(email: $email) { email } }`,
    variables: () => ({ email: `reader${++n}@example.com` }),
  },
  createBookCourse: {
    query: `mutation ($input: CreateBookCourseInput!) { createBookCourse(input: $input) { id } }`,
    variables: () => ({
      input: { courseId, menteeName: 'Tunde', phone: '+234 803 000 1111', email: 'tunde@example.com' },
    }),
  },
  createBookAdvisory: {
    query: `mutation ($input: CreateBookAdvisoryInput!) { createBookAdvisory(input: $input) { id } }`,
    // Each call takes the next free slot: tomorrow's 24, then the day after's.
    variables: () => {
      const i = n++;
      const callDate = callDateFromIsoDay(addDays(watDate(), 1 + Math.floor(i / advisorySlotLabels.length)));
      const callTime = advisorySlotLabels[i % advisorySlotLabels.length];
      // One call per e-mail per day (decision 0028): a fresh e-mail each time.
      const email = `ada${i}@example.com`;
      return { input: { fullName: 'Ada', phone: '+234 803 000 1111', email, callDate, callTime } };
    },
  },
  createWebinarAttendee: {
    query: `mutation ($input: CreateWebinarAttendeeInput!) { createWebinarAttendee(input: $input) { id } }`,
    variables: () => ({ input: { fullName: 'Ada', phone: '+234 803 000 1111', email: `attendee${++n}@example.com` } }),
  },
  rateCourse: {
    query: `mutation ($courseId: ID!, $email: String, $stars: Int) { rateCourse(courseId: $courseId, email: $email, stars: $stars) { status } }`,
    variables: () => ({ courseId, email: `rater${++n}@example.com`, stars: 4 }),
  },
  commentCourse: {
    query: `mutation ($courseId: ID!, $text: String) { commentCourse(courseId: $courseId, text: $text) { id } }`,
    variables: () => ({ courseId, text: `Comment ${++n}` }),
  },
  requestMentorReviewCode: {
    query: `mutation ($mentorId: ID!, $email: String) { requestMentorReviewCode(mentorId: $mentorId, email: $email) }`,
    variables: () => ({ mentorId, email: `booker${++n}@example.com` }),
  },
  requestTrialCode: {
    query: `mutation ($email: String!) { requestTrialCode(email: $email) }`,
    variables: () => ({ email: `trial${++n}@example.com` }),
  },
  mentorSlots: {
    query: `query ($mentorId: ID!, $from: DateTime!, $to: DateTime!) { mentorSlots(mentorId: $mentorId, from: $from, to: $to) { start } }`,
    // A week from now: slots are asked within the booking horizon (issue 34).
    variables: () => ({
      mentorId,
      from: new Date().toISOString(),
      to: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    }),
  },
  createVisitor: {
    query: `mutation ($email: String, $fullName: String, $phone: String) { createVisitor(email: $email, fullName: $fullName, phone: $phone) { token } }`,
    variables: () => ({ email: `visitor${++n}@example.com`, fullName: 'Ada', phone: '+234 803 000 1111' }),
  },
  requestPhoneCode: {
    query: `mutation ($phone: String!) { requestPhoneCode(phone: $phone) { channel } }`,
    // A fresh number each time: each number also has its own limits (decision 0040).
    variables: () => ({ phone: `0809 6${String(++n).padStart(6, '0')}` }),
  },
  createBookKidmentor: {
    query: `mutation ($input: CreateBookKidmentorInput!) { createBookKidmentor(input: $input) { id } }`,
    variables: () => ({
      input: {
        parentName: 'Ngozi',
        parentEmail: `parent${++n}@example.com`,
        parentPhone: '+234 803 000 2222',
        noOfKids: 1,
        firstChildName: 'Ada',
        firstChildAge: '9',
        parentConsent: true,
      },
    }),
  },
};

const contactsStored = async () => (await t.database.db.select({ n: count() }).from(contactUs))[0]?.n ?? 0;
const mailsQueued = async () => (await t.database.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;

describe('per-address limits on the public write operations', () => {
  it.each(Object.entries(calls))(
    '%s: refuses call max + 1 from one address with RATE_LIMITED; another address goes on',
    async (name, call) => {
      const { max } = operationLimits[name as LimitedOperation];
      const ip = nextIp();
      for (let i = 0; i < max; i += 1) {
        const res = await t.gql(call.query, call.variables(), { ip });
        expect(res.errors, `${name} call ${i + 1}`).toBeUndefined();
      }
      const refused = await t.gql(call.query, call.variables(), { ip });
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect(refused.errors?.[0]?.message).toMatch(
        /^Too many attempts from your connection\. Please try again in (a minute|\d+ minutes)\.$/,
      );
      expect((await t.gql(call.query, call.variables(), { ip: nextIp() })).errors).toBeUndefined();
    },
  );

  it('counts mentor applications of signed-in accounts, whatever their outcome', async () => {
    const ip = nextIp();
    const cookie = await signUpConfirmed(t, `applicant-${Date.now()}@example.com`);
    const CREATE = `mutation ($input: CreateMentorInput!) { createMentor(input: $input) { id } }`;
    const codes: (string | undefined)[] = [];
    for (let i = 0; i <= operationLimits.createMentor.max; i += 1) {
      codes.push((await t.gql(CREATE, { input: validApplication }, { cookie, ip })).errors?.[0]?.extensions?.code);
    }
    // The first application is made; repeats are refused as CONFLICT and still count, then the address is limited.
    expect(codes).toEqual([undefined, 'CONFLICT', 'CONFLICT', 'CONFLICT', 'CONFLICT', 'RATE_LIMITED']);
    // Visitors are refused as such before anything is counted.
    expect((await t.gql(CREATE, { input: validApplication }, { ip })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('stores nothing and mails nobody for a refused message, and says when to come back', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-01T10:00:00Z'));
    const ip = nextIp();
    for (let i = 0; i < operationLimits.createContactUs.max; i += 1) await t.gql(CONTACT, { input: contact }, { ip });
    const before = { contacts: await contactsStored(), mails: await mailsQueued() };
    const refused = await t.gql(CONTACT, { input: contact }, { ip });
    // Five at 10:00 fill the window; in the next one they weigh as if spread over 10:00-10:10, so the first of
    // them has slid out at 10:12 (sliding-window counting; a fixed window would reopen in full at 10:10).
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Too many attempts from your connection. Please try again in 12 minutes.',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 720 },
    });
    expect({ contacts: await contactsStored(), mails: await mailsQueued() }).toEqual(before);
  });

  it('lets the address in again as its requests slide out of the window, one at a time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-02T10:00:00Z'));
    const ip = nextIp();
    const send = () => t.gql(CONTACT, { input: contact }, { ip });
    for (let i = 0; i < operationLimits.createContactUs.max; i += 1) expect((await send()).errors).toBeUndefined();
    vi.setSystemTime(new Date('2031-03-02T10:09:30Z'));
    expect((await send()).errors?.[0]).toMatchObject({
      message: 'Too many attempts from your connection. Please try again in 3 minutes.',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 150 },
    });
    vi.setSystemTime(new Date('2031-03-02T10:11:59Z'));
    expect((await send()).errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 1 });
    vi.setSystemTime(new Date('2031-03-02T10:12:00Z'));
    expect((await send()).errors).toBeUndefined();
    // One came back, one was taken: the next place frees up two minutes later.
    expect((await send()).errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 120 });
    vi.setSystemTime(new Date('2031-03-02T10:14:00Z'));
    expect((await send()).errors).toBeUndefined();
  });

  it('does not give a second allowance at the window edge (a fixed window would)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-03T10:09:50Z'));
    const ip = nextIp();
    const send = () => t.gql(CONTACT, { input: contact }, { ip });
    for (let i = 0; i < operationLimits.createContactUs.max; i += 1) expect((await send()).errors).toBeUndefined();
    // 15 seconds later, in the next clock window: still five in the last ten minutes.
    vi.setSystemTime(new Date('2031-03-03T10:10:05Z'));
    expect((await send()).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('counts every aliased field of one request', async () => {
    const ip = nextIp();
    const fields = Array.from(
      { length: operationLimits.createContactUs.max + 1 },
      (_, i) => `c${i}: createContactUs(input: $input) { id }`,
    );
    const res = await t.gql<Record<string, { id: string } | null>>(
      `mutation ($input: CreateContactUsInput!) { ${fields.join(' ')} }`,
      { input: contact },
      { ip },
    );
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
