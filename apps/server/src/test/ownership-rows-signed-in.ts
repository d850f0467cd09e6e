import { randomUUID } from 'node:crypto';
import type { OwnershipRow } from './ownership-rows.types';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Operations on the caller's own data, found by who the caller is (a session cookie, or the visitor token). */
export const signedInRows: Record<string, OwnershipRow> = {
  requestChildConsentCode: {
    access: 'user',
    doc: `mutation { requestChildConsentCode(phone: "0809 555 0101") { minutes } }`,
  },
  addChild: {
    access: 'user',
    doc: `mutation { addChild(input: { firstName: "Ada", ageBand: "7 - 12 years", relationship: "Parent", consentNoticeVersion: "", phoneCode: "000000" }) { id } }`,
  },
  myBookings: { access: 'user', doc: `{ myBookings { kind id title status } }` },
  mySavedCards: { access: 'user', doc: `{ mySavedCards { id brand last4 } }` },
  // Only the memberships whose learner or mentor the caller is (memberships/memberships-batch.test.ts).
  memberships: {
    access: 'user',
    doc: `query ($ids: [ID!]!) { memberships(bookingIds: $ids) { status } }`,
    vars: () => ({ ids: [randomUUID()] }),
  },
  childrenITeach: { access: 'mentor', doc: `{ childrenITeach { id firstName ageBand } }` },
  messageChild: {
    access: 'mentor',
    doc: `mutation ($id: ID!) { messageChild(childId: $id, text: "Hello") { text } }`,
    vars: () => ({ id: randomUUID() }),
  },
  myCourses: { access: 'user', doc: `{ myCourses(limit: 2) { items { __typename } } }` },
  setCourseTopicDone: {
    access: 'user',
    doc: `mutation ($id: ID!) { setCourseTopicDone(courseId: $id, topic: "Intro", done: true) { __typename } }`,
    vars: () => ({ id: randomUUID() }),
  },
  createMentor: { access: 'user', doc: `mutation { createMentor(input: { firstname: "" }) { id } }` },
  // A person's data rights (issue 35): the signed-in account's own data, found by who asks; no id to aim at.
  requestMyData: { access: 'user', doc: `mutation { requestMyData { id status } }` },
  myDataExports: { access: 'user', doc: `{ myDataExports { id status } }` },
  requestAccountDeletionCode: { access: 'user', doc: `mutation { requestAccountDeletionCode }` },
  // A wrong code: refused for the input, never for who asks (an admin is refused as a conflict: decision 0043).
  deleteMyAccount: { access: 'user', doc: `mutation { deleteMyAccount(code: "000000") }` },
  // The caller's own contact channels (decision 0044): found by who asks, no id to aim at.
  setContactChannels: {
    access: 'user',
    doc: `mutation { setContactChannels(input: { whatsapp: false, sms: false, quietHours: { from: "21:00", to: "07:00" } }) { email } }`,
  },
  // The caller's own calendar feed address (issue 37): found by who asks, no id to aim at.
  renewCalendarFeed: { access: 'user', doc: `mutation { renewCalendarFeed }` },
  // The caller's own Google Calendar connection (issue 37): found by who asks.
  disconnectGoogleCalendar: { access: 'mentor', doc: `mutation { disconnectGoogleCalendar }` },
  // A mentor's own busy calendars (issue 37); another mentor's calendar or session is answered as a missing one
  // (busy-calendars/busy-calendars.test.ts).
  myBusyCalendars: { access: 'mentor', doc: `{ myBusyCalendars { id url } }` },
  myBusyTimes: {
    access: 'mentor',
    doc: `query ($from: DateTime!, $to: DateTime!) { myBusyTimes(from: $from, to: $to) { start end } }`,
    vars: () => ({ from: new Date().toISOString(), to: new Date(Date.now() + 7 * 86_400_000).toISOString() }),
  },
  myCalendarClashes: { access: 'mentor', doc: `{ myCalendarClashes { sessionId } }` },
  addBusyCalendar: {
    access: 'mentor',
    doc: `mutation { addBusyCalendar(url: "https://127.0.0.1/calendar.ics") { id } }`,
  },
  removeBusyCalendar: {
    access: 'mentor',
    doc: `mutation ($id: ID!) { removeBusyCalendar(id: $id) }`,
    vars: () => ({ id: randomUUID() }),
  },
  keepCalendarClash: {
    access: 'mentor',
    doc: `mutation ($id: ID!, $from: DateTime!, $to: DateTime!) { keepCalendarClash(sessionId: $id, busyStart: $from, busyEnd: $to) }`,
    vars: () => ({
      id: randomUUID(),
      from: new Date().toISOString(),
      to: new Date(Date.now() + 3_600_000).toISOString(),
    }),
  },
  payoutBanks: { access: 'mentor', doc: `{ payoutBanks { code name } }` },
  // The caller's own mentor record (any status): a learner without one is refused.
  updateMentor: { access: 'mentor', doc: `mutation { updateMentor(input: { firstname: "Ada" }) { id } }` },
  mentorChats: { access: 'mentor', doc: `{ mentorChats { id } }` },
  mentorDashboard: { access: 'mentor', doc: `{ mentorDashboard { __typename } }` },
  mentorEarnings: { access: 'mentor', doc: `{ mentorEarnings { __typename } }` },
  mentorSessions: {
    access: 'mentor',
    doc: `query ($from: DateTime!, $to: DateTime!) { mentorSessions(from: $from, to: $to) { id } }`,
    vars: () => ({ from: inDays(-1), to: inDays(30) }),
  },
  mentorAvailability: { access: 'mentor', doc: `{ mentorAvailability { timeZone } }` },
  saveMentorAvailability: {
    access: 'mentor',
    doc: `mutation { saveMentorAvailability(input: { acceptingNewMentees: true, bufferMinutes: 15, horizonWeeks: 4, minNoticeHours: 12, overrides: [], timeOff: [], timeZone: "Africa/Lagos", weekly: [] }) { timeZone } }`,
  },
  myPayoutAccount: { access: 'mentor', doc: `{ myPayoutAccount { __typename } }` },
  myPayouts: { access: 'mentor', doc: `{ myPayouts(list: { limit: 1 }) { total } }` },
  savePayoutAccount: {
    access: 'mentor',
    doc: `mutation { savePayoutAccount(accountNumber: "0123456789", bankCode: "044", confirmedName: "Ada Obi") { __typename } }`,
  },
  resolvePayoutAccount: {
    access: 'mentor',
    doc: `mutation { resolvePayoutAccount(accountNumber: "0123456789", bankCode: "044") { __typename } }`,
  },
  createCourse: { access: 'mentor', doc: `mutation { createCourse(input: { title: "" }) { id } }` },
  createChat: {
    access: 'visitor',
    doc: `mutation ($id: ID!) { createChat(mentorId: $id) { id } }`,
    vars: (_, w) => ({ id: w.ownerMentor.mentorId }),
  },
};
