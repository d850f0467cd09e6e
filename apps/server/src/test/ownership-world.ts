import { randomUUID } from 'node:crypto';
import { signUpConfirmed } from '../modules/accounts/test-helpers';
import { adminTestPeople } from '../modules/admin/test-helpers';
import { register, validBootcamp } from '../modules/bootcamp/test-helpers';
import { acceptedMentor, newVisitor, openChat } from '../modules/chat/chat.fixtures';
import { createCourse } from '../modules/courses/courses.fixtures';
import { addChild, learnerToken } from '../modules/families/families.fixtures';
import { bookMentor, registerCamp } from '../modules/payments/payments.fixtures';
import { saveSandboxCard } from '../modules/payments/saved-cards.fixtures';
import { bookingWith, booked, slotsOf } from '../modules/sessions/sessions.fixtures';
import { mentorAvailability } from '../modules/sessions/sessions.schema';
import type { TestApp } from './test-app';

/**
 * The people and things of the ownership matrix (ownership-matrix.test.ts), made through the API as people make
 * them: an owner of each kind of thing, and a stranger who owns one of the same kind (whose token is "a stranger's
 * booking token").
 */

/** Something owned: its id and the secret that proves ownership (a booking's access token; '' when a cookie does). */
export interface Owned {
  id: string;
  token: string;
}

export type OwnedKind =
  | 'booking'
  | 'camp'
  | 'bootcamp'
  | 'invoice'
  | 'chat'
  | 'visitor-record'
  | 'course'
  | 'session'
  | 'account'
  | 'child'
  | 'saved-card';

export interface World {
  learnerCookie: string;
  /** The account that confirmed the e-mail the owned booking (and its invoice) was made with (issue 35). */
  bookingOwnerCookie: string;
  /** The mentor who owns the chat, the course and the session (the "owner" of mentor-owned things). */
  ownerMentor: { cookie: string; mentorId: string };
  /** An accepted mentor who owns none of them. */
  otherMentorCookie: string;
  adminCookie: string;
  /** Another course of the owner mentor, for the public rows (bookings, comments, ratings) to use. */
  publicCourseId: string;
  visitor: { id: string; token: string };
  otherVisitor: { id: string; token: string };
  owned: Record<OwnedKind, Owned>;
  /** A stranger's thing of the same kind: its token is the one a stranger holds. */
  strangers: Record<OwnedKind, Owned>;
  /** The stranger's child signed in to their learner space (a public read that needs the child's token). */
  learnerToken: string;
}

let n = 0;
const email = (label: string) => `ownership-${label}-${++n}-${Date.now()}@example.com`;

async function bootcampOf(t: TestApp): Promise<Owned> {
  const res = await register(t, validBootcamp(email('bootcamp')));
  const created = res.data?.createBootcamp;
  if (!created?.accessToken) throw new Error(`bootcamp failed: ${JSON.stringify(res.errors)}`);
  return { id: created.id, token: created.accessToken };
}

async function invoiceOf(t: TestApp, booking: Owned): Promise<Owned> {
  const res = await t.gql<{ openInvoice: { id: string } }>(
    `mutation ($id: ID!, $token: String!) { openInvoice(bookingId: $id, kind: MENTOR, token: $token) { id } }`,
    { id: booking.id, token: booking.token },
  );
  const id = res.data?.openInvoice.id;
  if (!id) throw new Error(`openInvoice failed: ${JSON.stringify(res.errors)}`);
  return { id, token: booking.token };
}

/** A paid booking with the owner mentor and one session booked on it. */
async function sessionOf(t: TestApp, mentorId: string): Promise<{ booking: Owned; session: Owned }> {
  const booking = await bookingWith(t, mentorId, { paid: true, email: email('session') });
  const slots = await slotsOf(t, mentorId, 14);
  const slot = slots[n % slots.length];
  if (!slot) throw new Error('no slot');
  const session = await booked(t, booking, slot.start);
  return {
    booking: { id: booking.id, token: booking.accessToken },
    session: { id: session.id, token: booking.accessToken },
  };
}

export async function buildWorld(t: TestApp): Promise<World> {
  const people = await adminTestPeople(t);
  const learnerCookie = await signUpConfirmed(t, email('learner'));
  const subOf = async (cookie: string) =>
    (await t.gql<{ me: { sub: string } }>('{ me { sub } }', {}, { cookie })).data?.me.sub ?? '';
  const mentor = await acceptedMentor(t, email('mentor'));
  await t.database.db.insert(mentorAvailability).values({
    mentorId: mentor.mentorId,
    timeZone: 'Africa/Lagos',
    weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: '06:00', end: '22:00' })),
    overrides: [],
    timeOff: [],
    minNoticeMinutes: 12 * 60,
    bufferMinutes: 15,
    horizonDays: 28,
    acceptingNewMentees: true,
  });
  const visitor = await newVisitor(t, 'Owner Visitor');
  const otherVisitor = await newVisitor(t, 'Other Visitor');
  const chat = await openChat(t, visitor.headers, mentor.mentorId);
  const strangerChat = await openChat(t, otherVisitor.headers, mentor.mentorId);
  const bookingEmail = email('booking');
  const booking = await bookMentor(t, { audience: 'adult', type: 'Personal', email: bookingEmail });
  const strangerBooking = await bookMentor(t, { audience: 'adult', type: 'Personal', email: email('stranger') });
  const camp = await registerCamp(t, { email: email('camp') });
  const strangerCamp = await registerCamp(t, { email: email('stranger-camp') });
  const course = await createCourse(t.database.db, mentor.mentorId);
  const session = await sessionOf(t, mentor.mentorId);
  const strangerSession = await sessionOf(t, mentor.mentorId);
  const owned: World['owned'] = {
    booking: { id: booking.id, token: booking.token },
    camp: { id: camp.id, token: camp.token },
    bootcamp: await bootcampOf(t),
    invoice: await invoiceOf(t, { id: booking.id, token: booking.token }),
    chat: { id: chat, token: '' },
    'visitor-record': { id: visitor.id, token: '' },
    course: { id: course.id, token: '' },
    session: session.session,
    account: { id: await subOf(mentor.cookie), token: '' },
    // The owner mentor is a parent too: their child is the one the owner aims at.
    child: { id: (await addChild(t, mentor.cookie, { firstName: 'Ada' })).id, token: '' },
    // A card the owner mentor saved for renewals on a sandbox checkout (decision 0045).
    'saved-card': { id: (await saveSandboxCard(t, mentor.cookie)).card.id, token: '' },
  };
  const strangers: World['strangers'] = {
    booking: { id: strangerBooking.id, token: strangerBooking.token },
    camp: { id: strangerCamp.id, token: strangerCamp.token },
    bootcamp: await bootcampOf(t),
    invoice: await invoiceOf(t, { id: strangerBooking.id, token: strangerBooking.token }),
    chat: { id: strangerChat, token: '' },
    'visitor-record': { id: otherVisitor.id, token: '' },
    course: { id: randomUUID(), token: '' },
    session: strangerSession.session,
    account: { id: await subOf(people.user), token: '' },
    child: { id: (await addChild(t, learnerCookie, { firstName: 'Bola' })).id, token: '' },
    'saved-card': { id: (await saveSandboxCard(t, learnerCookie)).card.id, token: '' },
  };
  return {
    learnerCookie,
    bookingOwnerCookie: await signUpConfirmed(t, bookingEmail),
    ownerMentor: { cookie: mentor.cookie, mentorId: mentor.mentorId },
    otherMentorCookie: people.mentor,
    adminCookie: people.admin.cookie,
    publicCourseId: (await createCourse(t.database.db, mentor.mentorId)).id,
    visitor: { id: visitor.id, token: visitor.token },
    otherVisitor: { id: otherVisitor.id, token: otherVisitor.token },
    owned,
    strangers,
    learnerToken: await learnerToken(t, learnerCookie, strangers.child.id),
  };
}
