import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { watDate } from '@eazy2con/shared/wat-time';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { mentorSession, signUpConfirmed } from '../accounts/test-helpers';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { campRegistrationChildren } from '../camp/camp.schema';
import { mentoringSessions } from '../sessions/sessions.schema';
import { addChild, teachingMentor } from './families.fixtures';
import { childConsents, childMessages, childProfiles } from './families.schema';
import { CHILD_NOT_FOUND, CONSENT_WITHDRAWN_BOOKING } from './families.service';

/** A parent's children booked, taught and withdrawn (issue 35, decision 0042), through the API. */

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
  mentor = await teachingMentor(t, 'teacher@example.com');
  otherMentor = await teachingMentor(t, 'other-teacher@example.com');
  const a = await mentorSession(t, 'consent-admin@example.com', { admin: true });
  admin = { cookie: a.cookie };
}, 60_000);
afterAll(() => t.close());

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
    // The parent is told by mail, once for a stretch of messages, without the message itself.
    await t.gql(MESSAGE, { id: amaka.id, text: 'See you on Saturday.' }, { cookie: mentor.cookie });
    const told = (await t.app.services.mail.list({ to: `parent${parents}@example.com`, limit: 50 })).items.filter(
      (m) => m.template === 'child-message',
    );
    expect(told.map((m) => m.data)).toEqual([{ mentorName: 'Chidi Eze', childFirstName: 'Amaka' }]);
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
      { from: 'Chidi Eze', text: 'See you on Saturday.', at: anyText },
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
    expect(theirs.data?.childActivity.messages).toHaveLength(2);
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
