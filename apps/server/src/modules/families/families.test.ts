import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_NOTICE_VERSION } from '@eazy2con/shared/consent-notice';
import { CHILD_TOO_OLD, CONSENT_NOTICE_CHANGED, CONSENT_REQUIRED } from '@eazy2con/shared/validation/families';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { watDate } from '@eazy2con/shared/wat-time';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { mentorSession, signUpConfirmed } from '../accounts/test-helpers';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { campRegistrationChildren } from '../camp/camp.schema';
import { mentors } from '../mentors/mentors.schema';
import { PHONE_CODE_WRONG } from '../notifications/phone-confirmation.service';
import { mentorAvailability, mentoringSessions } from '../sessions/sessions.schema';
import { ADD_CHILD, addChild, lastConsentCode, parentPhone, REQUEST_CONSENT_CODE } from './families.fixtures';
import { childConsents, childMessages, childProfiles } from './families.schema';
import { CHILD_NOT_FOUND, CONSENT_WITHDRAWN_BOOKING } from './families.service';

/** Parents, children and consent (issue 35, decision 0042), through the API. */

let t: TestApp;
let mentor: { cookie: string; mentorId: string };
let otherMentor: { cookie: string; mentorId: string };
let admin: { cookie: string };

const ME = `{ me { children { id firstName ageBand consent { status givenAt method noticeVersion } } } }`;
const ACTIVITY = `query ($id: ID!) { childActivity(childId: $id) {
  sessions { start status attendance roomUrl } messages { from text at } reports { cycle text } } }`;
const WITHDRAW = `mutation ($id: ID!) { withdrawChildConsent(childId: $id) { status withdrawnAt } }`;
const MESSAGE = `mutation ($id: ID!, $text: String!) { messageChild(childId: $id, text: $text) { from text } }`;
const BOOK = `mutation ($input: CreateBookAmentorInput!) { createBookAmentor(input: $input) { id } }`;
const CAMP = `mutation ($input: CreateBookKidmentorInput!) { createBookKidmentor(input: $input) { id noOfKids firstChildName } }`;

/** Any string (a time the server chose); typed, where `expect.any` is `any`. */
const anyText: unknown = expect.any(String);

let parents = 0;
const newParent = () => signUpConfirmed(t, `parent${++parents}@example.com`);

async function acceptedMentor(email: string) {
  const m = await mentorSession(t, email);
  await t.database.db
    .update(mentors)
    .set({ status: 'ACCEPTED', isActive: true, firstname: 'Chidi', lastname: 'Eze' })
    .where(eq(mentors.id, m.mentorId));
  await t.database.db.insert(mentorAvailability).values({
    mentorId: m.mentorId,
    timeZone: 'Africa/Lagos',
    weekly: [],
    overrides: [],
    timeOff: [],
    minNoticeMinutes: 720,
    bufferMinutes: 15,
    horizonDays: 28,
    acceptingNewMentees: true,
  });
  return m;
}

const kidsBooking = (childId: string, extra: Record<string, unknown> = {}) => ({
  mentorId: mentor.mentorId,
  audience: 'kids',
  fullName: 'Ngozi Okafor',
  phone: '+234 803 000 1111',
  email: `parent${parents}@example.com`,
  type: 'Individual',
  course: 'Scratch Programming',
  image: '12 - 17 years',
  startEndDate: { start: watDate(), end: addDays(watDate(), 30) },
  childId,
  ...extra,
});

const campInput = (childIds: string[]) => ({
  parentName: 'Ngozi Okafor',
  parentEmail: `parent${parents}@example.com`,
  parentPhone: '+234 803 000 1111',
  childIds,
});

beforeAll(async () => {
  t = await createTestApp();
  mentor = await acceptedMentor('teacher@example.com');
  otherMentor = await acceptedMentor('other-teacher@example.com');
  const a = await mentorSession(t, 'consent-admin@example.com', { admin: true });
  admin = { cookie: a.cookie };
}, 60_000);
afterAll(() => t.close());

describe('adding a child', () => {
  it("records the parent's consent: verified by the confirmed e-mail and a code to the phone, with the notice's version", async () => {
    const cookie = await newParent();
    const phone = parentPhone();
    const child = await addChild(t, cookie, { firstName: 'Amaka', yearOfBirth: 2016 }, phone);
    const me = await t.gql<{ me: { children: { id: string; consent: Record<string, unknown> }[] } }>(
      ME,
      {},
      { cookie },
    );
    expect(me.data?.me.children).toEqual([
      {
        id: child.id,
        firstName: 'Amaka',
        ageBand: '7 - 12 years',
        consent: {
          status: 'GIVEN',
          givenAt: anyText,
          method: 'EMAIL_AND_PHONE_CODE',
          noticeVersion: CONSENT_NOTICE_VERSION,
        },
      },
    ]);
    const [record] = await t.database.db.select().from(childConsents).where(eq(childConsents.childId, child.id));
    expect(record).toMatchObject({
      phone: phone.digits,
      relationship: 'Parent',
      parentEmail: `parent${parents}@example.com`,
    });
    // Signed out, there are no children to see.
    expect((await t.gql<{ me: { children: unknown[] } }>(ME)).data?.me.children).toEqual([]);
  });

  it('refuses a missing or stale consent, a child of 18, and a wrong code, and stores nothing', async () => {
    const cookie = await newParent();
    const phone = parentPhone();
    await t.gql(REQUEST_CONSENT_CODE, { phone: phone.typed }, { cookie, ip: nextIp() });
    const code = await lastConsentCode(t, phone.digits);
    const base = { firstName: 'Tobi', ageBand: '12 - 17 years', relationship: 'Legal guardian', phoneCode: code };
    const before = (await t.database.db.select({ n: count() }).from(childProfiles))[0]?.n;
    const tries: [Record<string, unknown>, string][] = [
      [{ ...base, consentNoticeVersion: '' }, CONSENT_REQUIRED],
      [{ ...base, consentNoticeVersion: '2020-01-01' }, CONSENT_NOTICE_CHANGED],
      [
        { ...base, consentNoticeVersion: CONSENT_NOTICE_VERSION, yearOfBirth: new Date().getUTCFullYear() - 18 },
        CHILD_TOO_OLD,
      ],
      [
        { ...base, consentNoticeVersion: CONSENT_NOTICE_VERSION, phoneCode: code === '000000' ? '111111' : '000000' },
        PHONE_CODE_WRONG,
      ],
    ];
    for (const [input, message] of tries) {
      const res = await t.gql(ADD_CHILD, { input }, { cookie, ip: nextIp() });
      expect(res.errors?.[0]?.message).toBe(message);
    }
    expect((await t.database.db.select({ n: count() }).from(childProfiles))[0]?.n).toBe(before);
    // The bad forms cost no attempt of the code: the right one still works.
    const ok = await t.gql(
      ADD_CHILD,
      { input: { ...base, consentNoticeVersion: CONSENT_NOTICE_VERSION } },
      { cookie, ip: nextIp() },
    );
    expect(ok.errors).toBeUndefined();
  });

  it('asks for a signed-in account with a confirmed e-mail', async () => {
    const res = await t.gql(REQUEST_CONSENT_CODE, { phone: parentPhone().typed });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe("a child's bookings and activity", () => {
  it('books a kids plan and the camp for children, shows the mentor only first name and age band, and the parent everything', async () => {
    const cookie = await newParent();
    const amaka = await addChild(t, cookie, { firstName: 'Amaka', ageBand: '7 - 12 years' });
    const tobi = await addChild(t, cookie, { firstName: 'Tobi', ageBand: '12 - 17 years' });
    const booked = await t.gql<{ createBookAmentor: { id: string } }>(
      BOOK,
      { input: kidsBooking(amaka.id) },
      { cookie, ip: nextIp() },
    );
    expect(booked.errors).toBeUndefined();
    const bookingId = booked.data?.createBookAmentor.id ?? '';
    const [row] = await t.database.db.select().from(mentorBookings).where(eq(mentorBookings.id, bookingId));
    // The profile's age band is the booking's, whatever the form said.
    expect(row).toMatchObject({ childId: amaka.id, image: '7 - 12 years' });

    const camp = await t.gql<{ createBookKidmentor: { noOfKids: number; firstChildName: string } }>(
      CAMP,
      { input: campInput([amaka.id, tobi.id]) },
      { cookie, ip: nextIp() },
    );
    expect(camp.data?.createBookKidmentor).toMatchObject({ noOfKids: 2, firstChildName: 'Amaka' });
    expect(await t.database.db.select().from(campRegistrationChildren)).toEqual(
      expect.arrayContaining([expect.objectContaining({ childId: tobi.id })]),
    );

    // Unpaid, the mentor has nothing of the child; paid, they may write to them.
    expect(
      (await t.gql(MESSAGE, { id: amaka.id, text: 'Hello!' }, { cookie: mentor.cookie })).errors?.[0]?.message,
    ).toBe(CHILD_NOT_FOUND);
    await t.database.db.update(mentorBookings).set({ paymentStatus: 'PAID' }).where(eq(mentorBookings.id, bookingId));
    await t.database.db.insert(mentoringSessions).values({
      bookingId,
      mentorId: mentor.mentorId,
      format: 'ONE_ON_ONE',
      groupKey: crypto.randomUUID(),
      startAt: new Date(Date.now() - 2 * 86_400_000),
      endAt: new Date(Date.now() - 2 * 86_400_000 + 3_600_000),
      blockedUntil: new Date(Date.now() - 2 * 86_400_000 + 4_500_000),
      idempotencyKey: 'k1',
      roomUrl: 'https://meet.example/room',
      outcome: 'HELD',
      outcomeNotes: 'Amaka built a maze game.',
    });
    const sent = await t.gql(MESSAGE, { id: amaka.id, text: 'Great maze today, Amaka!' }, { cookie: mentor.cookie });
    expect(sent.data).toEqual({ messageChild: { from: 'Chidi Eze', text: 'Great maze today, Amaka!' } });
    const taught = await t.gql(`{ childrenITeach { id firstName ageBand } }`, {}, { cookie: mentor.cookie });
    expect(taught.data).toEqual({ childrenITeach: [{ id: amaka.id, firstName: 'Amaka', ageBand: '7 - 12 years' }] });

    const activity = await t.gql<{ childActivity: { sessions: unknown[]; messages: unknown[] } }>(
      ACTIVITY,
      { id: amaka.id },
      { cookie },
    );
    expect(activity.data?.childActivity.sessions).toEqual([
      { start: anyText, status: 'BOOKED', attendance: 'HELD', roomUrl: null },
    ]);
    expect(activity.data?.childActivity.messages).toEqual([
      { from: 'Chidi Eze', text: 'Great maze today, Amaka!', at: anyText },
    ]);

    // Everyone else is told the child does not exist, as for a made-up id.
    const strangers = [await newParent(), otherMentor.cookie, admin.cookie];
    for (const stranger of strangers) {
      for (const id of [tobi.id, crypto.randomUUID()]) {
        const res = await t.gql(ACTIVITY, { id }, { cookie: stranger });
        expect(res.errors?.[0]).toMatchObject({ message: CHILD_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
      }
    }
    // The teaching mentor sees their own part (the child they teach), not the other child.
    const theirs = await t.gql<{ childActivity: { messages: unknown[]; reports: unknown[] } }>(
      ACTIVITY,
      { id: amaka.id },
      { cookie: mentor.cookie },
    );
    expect(theirs.data?.childActivity.messages).toHaveLength(1);
    expect((await t.gql(ACTIVITY, { id: tobi.id }, { cookie: mentor.cookie })).errors?.[0]?.message).toBe(
      CHILD_NOT_FOUND,
    );

    // Withdrawing consent: the profile, messages and notes go; the booking stays, paid, without the child.
    const withdrawn = await t.gql(WITHDRAW, { id: amaka.id }, { cookie });
    expect(withdrawn.data).toEqual({ withdrawChildConsent: { status: 'WITHDRAWN', withdrawnAt: anyText } });
    expect(await t.database.db.select().from(childProfiles).where(eq(childProfiles.id, amaka.id))).toEqual([]);
    expect(await t.database.db.select().from(childMessages).where(eq(childMessages.childId, amaka.id))).toEqual([]);
    const [kept] = await t.database.db.select().from(mentorBookings).where(eq(mentorBookings.id, bookingId));
    expect(kept).toMatchObject({ childId: null, paymentStatus: 'PAID' });
    const [session] = await t.database.db
      .select()
      .from(mentoringSessions)
      .where(eq(mentoringSessions.bookingId, bookingId));
    expect(session?.outcomeNotes).toBeNull();
    const [record] = await t.database.db.select().from(childConsents).where(eq(childConsents.childId, amaka.id));
    expect(record?.withdrawnAt).toBeInstanceOf(Date);

    // A new booking for the child is refused, and says why; the other child still books.
    const again = await t.gql(BOOK, { input: kidsBooking(amaka.id) }, { cookie, ip: nextIp() });
    expect(again.errors?.[0]?.message).toBe(CONSENT_WITHDRAWN_BOOKING);
    const campAgain = await t.gql(CAMP, { input: campInput([tobi.id, amaka.id]) }, { cookie, ip: nextIp() });
    expect(campAgain.errors?.[0]?.message).toBe(CONSENT_WITHDRAWN_BOOKING);
    expect((await t.gql(WITHDRAW, { id: amaka.id }, { cookie })).errors?.[0]?.message).toBe(CHILD_NOT_FOUND);
    expect((await t.gql(ME, {}, { cookie })).data).toMatchObject({ me: { children: [{ id: tobi.id }] } });
  }, 60_000);

  it("refuses another parent's child and a child on an adult plan", async () => {
    const owner = await newParent();
    const child = await addChild(t, owner, { firstName: 'Ife' });
    const stranger = await newParent();
    const res = await t.gql(BOOK, { input: kidsBooking(child.id) }, { cookie: stranger, ip: nextIp() });
    expect(res.errors?.[0]?.message).toBe(CHILD_NOT_FOUND);
    const anonymous = await t.gql(CAMP, { input: campInput([child.id]) }, { ip: nextIp() });
    expect(anonymous.errors?.[0]?.message).toBe(CHILD_NOT_FOUND);
    const adult = await t.gql(
      BOOK,
      { input: kidsBooking(child.id, { audience: 'adult', type: 'Personal', course: 'React' }) },
      { cookie: owner, ip: nextIp() },
    );
    expect(adult.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await t.gql(WITHDRAW, { id: child.id }, { cookie: stranger })).errors?.[0]?.message).toBe(CHILD_NOT_FOUND);
  });
});

describe('consent records for the admins', () => {
  it('lists them, newest first, and exports them as CSV; nobody else may', async () => {
    const cookie = await newParent();
    const child = await addChild(t, cookie, { firstName: 'Zainab' });
    const list = await t.gql<{ childConsents: { items: { childFirstName: string; status: string }[] } }>(
      `{ childConsents(limit: 1) { items { childFirstName parentEmail relationship method noticeVersion status givenAt } nextToken } }`,
      {},
      { cookie: admin.cookie },
    );
    expect(list.data?.childConsents.items[0]).toMatchObject({ childFirstName: child.firstName, status: 'GIVEN' });
    const csv = await t.app.http.inject({
      method: 'GET',
      url: '/api/admin/export/consent-records.csv',
      headers: { cookie: admin.cookie },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(
      'Child,Parent Email,Phone,Relationship,Verified By,Notice Version,Given At,Withdrawn At',
    );
    expect(csv.body).toContain(`Zainab,parent${parents}@example.com`);
    for (const who of [cookie, mentor.cookie]) {
      const refused = await t.app.http.inject({
        method: 'GET',
        url: '/api/admin/export/consent-records.csv',
        headers: { cookie: who },
      });
      expect(refused.statusCode).toBe(403);
    }
    expect((await t.app.http.inject({ method: 'GET', url: '/api/admin/export/consent-records.csv' })).statusCode).toBe(
      401,
    );
  });
});
