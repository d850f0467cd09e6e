import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, MENTOR_BOOKING_MESSAGES as M } from '@eazy2con/shared/validation/mentor-booking';
import { watDate } from '@eazy2con/shared/wat-time';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { createMentor } from '../courses/courses.fixtures';
import { hashSecret } from '../../lib/confirmation-secrets';
import { mailOutbox } from '../mail/mail.schema';
import { mentorBookings } from './mentor-bookings.schema';
import { MENTOR_NOT_FOUND } from './mentor-bookings.service';
import { trialCode } from './trial.fixtures';

const FIELDS = `id mentorId audience fullName phone email type course detailCourseName image startEndDate { start end }
  whyLearnTheCourse courseDetails status amountKobo transferOption payment { status txRef } accessToken createdAt
  mentor { firstname lastname }`;
const CREATE = `mutation ($input: CreateBookAmentorInput!) { createBookAmentor(input: $input) { ${FIELDS} } }`;

interface Booking {
  id: string;
  mentorId: string | null;
  audience: string;
  fullName: string;
  email: string;
  type: string;
  course: string;
  detailCourseName: string | null;
  image: string | null;
  startEndDate: { start: string; end: string };
  amountKobo: number;
  transferOption: boolean;
  payment: { status: string; txRef: string | null };
  accessToken: string | null;
  mentor: { firstname: string; lastname: string } | null;
}

let t: TestApp;
let mentorId: string;
let declinedMentorId: string;
const TEAM = 'team@eazy2con.example';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const today = () => watDate();

const adult = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'Ada Obi',
  phone: '+234 803 000 1111',
  email: 'Ada.Obi@Example.com',
  type: 'Personal',
  course: 'React',
  startEndDate: { start: addDays(today(), 1), end: addDays(today(), 180) },
  ...overrides,
});
const kids = (overrides: Record<string, unknown> = {}) =>
  adult({ audience: 'kids', type: 'Family', course: 'Scratch Programming', image: '7 - 12 years', ...overrides });

const create = (input: Record<string, unknown>) => t.gql<{ createBookAmentor: Booking }>(CREATE, { input });

async function created(input: Record<string, unknown>): Promise<Booking> {
  const res = await create(input);
  if (res.errors || !res.data) throw new Error(`booking failed: ${JSON.stringify(res.errors)}`);
  return res.data.createBookAmentor;
}

const counts = async () => ({
  bookings: (await t.database.db.select({ n: count() }).from(mentorBookings))[0]?.n ?? 0,
  mails: (await t.database.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0,
});
const mailsTo = async (to: string) => (await t.app.services.mail.list({ to, limit: 100 })).items;
const teamNoteFor = async (bookingId: string) =>
  (await mailsTo(TEAM)).find((m) => m.template === 'booking-team' && m.data.reference === bookingId);

beforeAll(async () => {
  t = await createTestApp({ env: { SITE_EMAIL: TEAM } });
  mentorId = (await createMentor(t.database.db, { firstname: 'Chidi', lastname: 'Eze' })).id;
  declinedMentorId = (await createMentor(t.database.db, { status: 'DECLINED' })).id;
});
afterAll(() => t.close());
// Each test is another visitor, so the per-address limits do not add up across tests.
beforeEach(() => {
  t.clientIp = nextIp();
});

describe('createBookAmentor', () => {
  it.each([
    ['adult', 'Team', 3_500_000],
    ['adult', 'Personal', 4_900_000],
    ['adult', 'Premium', 9_900_000],
    ['kids', 'Individual', 3_499_900],
    ['kids', 'Family', 9_999_900],
  ])('prices a paid %s %s plan on the server (%i kobo) and awaits payment', async (audience, type, amountKobo) => {
    const input = audience === 'kids' ? kids({ type }) : adult({ type });
    const booking = await created(input);
    expect(booking).toMatchObject({
      audience,
      type,
      amountKobo,
      transferOption: false,
      payment: { status: 'AWAITING_PAYMENT', txRef: null },
      email: 'ada.obi@example.com',
      mentorId: null,
      mentor: null,
    });
    expect(booking.accessToken).toMatch(/^[\w-]{43}$/);
    const [row] = await t.database.db.select().from(mentorBookings).where(eq(mentorBookings.id, booking.id));
    expect(row?.amountKobo).toBe(amountKobo);
  });

  it('refuses an amount from the browser: the input has no such field', async () => {
    const res = await create(adult({ amountKobo: 1 }));
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each(['adult', 'kids'])(
    'books a %s trial for free: no payment needed, still stored and mailed',
    async (audience) => {
      const email = `trial-${audience}@example.com`;
      const code = await trialCode(t, email, audience === 'kids' ? 'kids' : 'adult');
      const before = await counts();
      const booking = await created(
        audience === 'kids'
          ? kids({ type: 'Trial', email, trialCode: code })
          : adult({ type: 'Trial', email, trialCode: code }),
      );
      expect(booking).toMatchObject({ amountKobo: 0, payment: { status: 'NOT_REQUIRED' } });
      expect(await counts()).toEqual({ bookings: before.bookings + 1, mails: before.mails + 2 });
      const mail = (await mailsTo(email)).find((m) => m.template !== 'trial-code');
      expect(mail?.template).toBe('book-mentor-success');
      expect(mail?.data).toMatchObject({ plan: 'Trial', amount: 'Free trial', free: true });
      expect(mail?.rendered?.text).toContain('Your free trial is booked');
    },
  );

  it('stores the dates as the calendar dates asked for, and mails the booker and the team', async () => {
    const start = addDays(today(), 3);
    const end = addDays(today(), 200);
    const booking = await created(
      adult({
        email: 'dates@example.com',
        startEndDate: { start, end },
        whyLearnTheCourse: 'I am a novice',
        courseDetails: 'Evenings only',
      }),
    );
    expect(booking.startEndDate).toEqual({ start, end });
    const [row] = await t.database.db.select().from(mentorBookings).where(eq(mentorBookings.id, booking.id));
    expect(row).toMatchObject({
      startDate: start,
      endDate: end,
      whyLearnTheCourse: 'I am a novice',
      courseDetails: 'Evenings only',
    });

    const mails = await mailsTo('dates@example.com');
    expect(mails.map((m) => m.template)).toEqual(['book-mentor-success']);
    expect(mails[0]?.data).toMatchObject({
      fullName: 'Ada Obi',
      plan: 'Personal',
      amount: '₦49,000',
      courseInterest: 'React',
      free: false,
    });
    expect(String(mails[0]?.data.dateText)).toMatch(/^\d{1,2} \w+ \d{4} to \d{1,2} \w+ \d{4}$/);
    const note = await teamNoteFor(booking.id);
    expect(note?.data).toMatchObject({ what: 'Mentor booking', name: 'Ada Obi', email: 'dates@example.com' });
    expect(note?.data.rows).toEqual(
      expect.arrayContaining([
        ['Plan', 'Personal'],
        ['Why', 'I am a novice'],
        ['Details', 'Evenings only'],
      ]),
    );
    expect(note?.rendered?.replyTo).toBe('dates@example.com');
  });

  it('mails a kids booking with its course and age, and tells the team it is a kids booking', async () => {
    const booking = await created(kids({ email: 'parent@example.com', image: '12 - 17 years' }));
    expect(booking).toMatchObject({ audience: 'kids', image: '12 - 17 years', course: 'Scratch Programming' });
    const [mail] = await mailsTo('parent@example.com');
    expect(mail?.data).toMatchObject({ courseInterest: 'Scratch Programming', age: '12 - 17 years', plan: 'Family' });
    expect((await teamNoteFor(booking.id))?.data.what).toBe('Kids mentor booking');
  });

  it("keeps the typed course name as the course when 'Other' is chosen", async () => {
    const booking = await created(adult({ course: 'Other', detailCourseName: 'Rust for embedded' }));
    expect(booking).toMatchObject({ course: 'Rust for embedded', detailCourseName: 'Rust for embedded' });
  });

  it('ties a booking to an accepted mentor and sends the single-mentor mail', async () => {
    const booking = await created(adult({ mentorId, email: 'mentee@example.com', type: 'Team' }));
    expect(booking).toMatchObject({ mentorId, mentor: { firstname: 'Chidi', lastname: 'Eze' }, amountKobo: 3_500_000 });
    const mails = await mailsTo('mentee@example.com');
    expect(mails.map((m) => m.template)).toEqual(['book-single-mentor-success']);
    expect(mails[0]?.data).toMatchObject({
      mentor: { firstname: 'Chidi', lastname: 'Eze' },
      mentee: { plan: 'Team', courseInterest: 'React' },
    });
    expect(mails[0]?.rendered?.subject).toContain('you booked Chidi Eze as your mentor');
    expect((await teamNoteFor(booking.id))?.data.rows).toEqual(expect.arrayContaining([['Mentor', 'Chidi Eze']]));
  });

  it.each([
    ['an unknown id', UNKNOWN],
    ['a malformed id', 'not-a-uuid'],
    ['a declined mentor', 'declined'],
  ])('answers NOT_FOUND for %s, storing and mailing nothing', async (_label, id) => {
    const before = await counts();
    const res = await create(adult({ mentorId: id === 'declined' ? declinedMentorId : id }));
    expect(res.errors?.[0]).toMatchObject({ message: MENTOR_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['fullName', { fullName: '' }, M.fullName],
    ['fullName', { fullName: undefined }, M.fullName],
    ['phone', { phone: '  ' }, M.phone],
    ['phone', { phone: 'call me' }, M.phoneInvalid],
    ['email', { email: undefined }, M.email],
    ['email', { email: 'ada.example.com' }, M.emailInvalid],
    ['type', { type: undefined }, M.type],
    ['type', { type: 'Gold' }, M.type],
    ['type', { type: 'Family' }, M.type],
    ['course', { course: '' }, M.course],
    ['detailCourseName', { course: 'Other' }, M.course],
    ['startDate', { startEndDate: undefined }, M.startDate],
    ['startDate', { startEndDate: { start: '01/07/2030', end: '2030-08-01' } }, M.dateFormat],
    ['startDate', { startEndDate: { start: addDays(watDate(), -1), end: addDays(watDate(), 30) } }, M.startInPast],
    ['startDate', { startEndDate: { start: addDays(watDate(), 400), end: addDays(watDate(), 500) } }, M.startTooFar],
    ['endDate', { startEndDate: { start: addDays(watDate(), 1) } }, M.endDate],
    ['endDate', { startEndDate: { start: addDays(watDate(), 10), end: addDays(watDate(), 9) } }, M.endBeforeStart],
    ['endDate', { startEndDate: { start: addDays(watDate(), 1), end: addDays(watDate(), 1000) } }, M.endTooFar],
    ['whyLearnTheCourse', { whyLearnTheCourse: 'Because' }, M.whyLearn],
    ['image', { image: '30 - 40 years' }, M.age],
    ['audience', { audience: 'teens' }, M.audience],
  ])('refuses a bad %s (%j) with its message; nothing stored, nothing mailed', async (field, change, message) => {
    const before = await counts();
    const res = await create(adult(change));
    expect(res.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } },
    });
    expect(res.data ?? null).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it('uses the kids course message and plans for a kids booking', async () => {
    const res = await create(kids({ course: ' ' }));
    expect(res.errors?.[0]).toMatchObject({ message: M.kidsCourse, extensions: { code: 'BAD_USER_INPUT' } });
    const adultPlan = await create(kids({ type: 'Premium' }));
    expect(adultPlan.errors?.[0]?.message).toBe(M.type);
  });

  it('accepts a start today in Lagos', async () => {
    const booking = await created(adult({ startEndDate: { start: today(), end: today() } }));
    expect(booking.startEndDate.start).toBe(today());
  });

  it('keeps only the hash of the access token', async () => {
    const booking = await created(adult());
    const [row] = await t.database.db.select().from(mentorBookings).where(eq(mentorBookings.id, booking.id));
    expect(row?.accessTokenHash).toBe(hashSecret(booking.accessToken ?? ''));
    expect(JSON.stringify(row)).not.toContain(booking.accessToken);
  });
});
