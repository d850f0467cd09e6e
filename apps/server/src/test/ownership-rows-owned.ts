import { randomUUID } from 'node:crypto';
import type { OwnershipRow } from './ownership-rows.types';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * Operations aimed at one thing with one owner: a booking (its access token), a chat or visitor (the visitor's
 * token), a course or a session's outcome (the mentor's session). `id`/`token` come from the matrix: the owner's
 * own, a stranger's token, or a made-up id.
 */
export const ownedRows: Record<string, OwnershipRow> = {
  // A parent's child (issue 35): a mentor who does not teach the child, and an admin, are strangers here too.
  childActivity: {
    access: 'child',
    doc: `query ($id: ID!) { childActivity(childId: $id) { sessions { start status } messages { from text at } reports { cycle text } } }`,
  },
  // Live only for the parent: a mentor, even one who teaches the child, subscribes as a stranger.
  childMessageAdded: {
    access: 'child',
    subscription: true,
    doc: `subscription ($id: ID!) { childMessageAdded(childId: $id) { id from text at } }`,
  },
  setLearnerCode: {
    access: 'child',
    doc: `mutation ($id: ID!) { setLearnerCode(childId: $id, code: "135790") }`,
  },
  clearLearnerCode: { access: 'child', doc: `mutation ($id: ID!) { clearLearnerCode(childId: $id) }` },
  // A saved card is its account's (decision 0045): anyone else is answered as for a card that does not exist.
  removeSavedCard: { access: 'saved-card', doc: `mutation ($id: ID!) { removeSavedCard(id: $id) }` },
  withdrawChildConsent: {
    access: 'child',
    doc: `mutation ($id: ID!) { withdrawChildConsent(childId: $id) { status } }`,
  },
  mentorByUserSubId: {
    access: 'account',
    adminActs: true,
    doc: `query ($id: String!) { mentorByUserSubId(userSubId: $id) { items { id } } }`,
  },
  getBookAmentor: {
    access: 'booking',
    doc: `query ($id: ID!, $token: String!) { getBookAmentor(id: $id, token: $token) { id email } }`,
  },
  updateBookAmentor: {
    access: 'booking',
    doc: `mutation ($id: ID!, $token: String!) { updateBookAmentor(input: { id: $id, token: $token, transferOption: true }) { id } }`,
  },
  openInvoice: {
    access: 'booking',
    ownerAccount: true,
    doc: `mutation ($id: ID!, $token: String) { openInvoice(bookingId: $id, kind: MENTOR, token: $token) { id } }`,
  },
  startPayment: {
    access: 'booking',
    ownerAccount: true,
    doc: `mutation ($id: ID!, $token: String) { startPayment(bookingId: $id, kind: MENTOR, token: $token) { __typename } }`,
  },
  // A booking's membership (issue 36): its learner acts on it (token or signed-in account).
  membership: {
    access: 'booking',
    ownerAccount: true,
    doc: `query ($id: ID!, $token: String) { membership(bookingId: $id, token: $token) { status } }`,
  },
  setStandingTimes: {
    access: 'booking',
    ownerAccount: true,
    doc: `mutation ($id: ID!, $token: String) { setStandingTimes(bookingId: $id, token: $token, times: []) { status } }`,
  },
  pauseMembership: {
    access: 'booking',
    ownerAccount: true,
    doc: `mutation ($id: ID!, $token: String) { pauseMembership(bookingId: $id, token: $token, days: 7) { status } }`,
  },
  resumeMembership: {
    access: 'booking',
    ownerAccount: true,
    doc: `mutation ($id: ID!, $token: String) { resumeMembership(bookingId: $id, token: $token) { status } }`,
  },
  setAutoRenew: {
    access: 'booking',
    ownerAccount: true,
    doc: `mutation ($id: ID!, $token: String) { setAutoRenew(bookingId: $id, token: $token, on: true) { status } }`,
  },
  changeMembershipPlan: {
    access: 'booking',
    ownerAccount: true,
    doc: `mutation ($id: ID!, $token: String) { changeMembershipPlan(bookingId: $id, token: $token, planOption: "standard") { status } }`,
  },
  payNextCycle: {
    access: 'booking',
    ownerAccount: true,
    doc: `mutation ($id: ID!, $token: String) { payNextCycle(bookingId: $id, token: $token, method: TRANSFER) { status } }`,
  },
  cancelMembership: {
    access: 'booking',
    ownerAccount: true,
    doc: `mutation ($id: ID!, $token: String) { cancelMembership(bookingId: $id, token: $token) { status } }`,
  },
  mySessions: {
    access: 'booking',
    doc: `query ($id: ID, $token: String) { mySessions(bookingId: $id, token: $token) { bookingId } }`,
  },
  bookSession: {
    access: 'booking',
    doc: `mutation ($input: BookSessionInput!) { bookSession(input: $input) { id } }`,
    vars: (target) => ({
      input: { bookingId: target.id, token: target.token, start: inDays(3), idempotencyKey: randomUUID() },
    }),
  },
  cancelBooking: {
    access: 'booking',
    doc: `mutation ($id: ID!, $token: String!) { cancelBooking(bookingId: $id, kind: MENTOR, token: $token) { __typename } }`,
  },
  getBookKidmentor: {
    access: 'camp',
    doc: `query ($id: ID!, $token: String!) { getBookKidmentor(id: $id, token: $token) { id } }`,
  },
  updateBookKidmentor: {
    access: 'camp',
    doc: `mutation ($id: ID!, $token: String!) { updateBookKidmentor(input: { id: $id, token: $token, transferOption: true }) { id } }`,
  },
  getBootcamp: {
    access: 'bootcamp',
    doc: `query ($id: ID!, $token: String!) { getBootcamp(id: $id, token: $token) { id } }`,
  },
  updateBootcamp: {
    access: 'bootcamp',
    doc: `mutation ($id: ID!, $token: String!) { updateBootcamp(input: { id: $id, token: $token, transferOption: true }) { id } }`,
  },
  invoice: {
    access: 'invoice',
    ownerAccount: true,
    doc: `query ($id: ID!, $token: String) { invoice(id: $id, token: $token) { id } }`,
  },
  renewTransferAccount: {
    access: 'invoice',
    ownerAccount: true,
    doc: `mutation ($id: ID!, $token: String) { renewTransferAccount(id: $id, token: $token) { id } }`,
  },
  simulateTransfer: {
    access: 'invoice',
    ownerAccount: true,
    doc: `mutation ($id: ID!, $token: String) { simulateTransfer(id: $id, outcome: SHORT, token: $token) { id } }`,
  },
  getVisitor: { access: 'visitor-record', doc: `query ($id: ID!) { getVisitor(id: $id) { id } }` },
  getChat: { access: 'chat', doc: `query ($id: ID!) { getChat(id: $id) { id } }` },
  createMessage: {
    access: 'chat',
    doc: `mutation ($id: ID!) { createMessage(chatId: $id, text: "Hello from the matrix") { id } }`,
  },
  markChatRead: { access: 'chat', doc: `mutation ($id: ID!) { markChatRead(chatId: $id) { id } }` },
  onCreateMessage: {
    access: 'chat',
    subscription: true,
    doc: `subscription ($id: ID) { onCreateMessage(chatId: $id) { id } }`,
  },
  editableCourse: { access: 'course', publicThing: true, doc: `query ($id: ID!) { editableCourse(id: $id) { id } }` },
  updateCourse: {
    access: 'course',
    publicThing: true,
    doc: `mutation ($id: ID!) { updateCourse(id: $id, input: { title: "Renamed by its mentor" }) { id } }`,
  },
  deleteCourse: { access: 'course', publicThing: true, doc: `mutation ($id: ID!) { deleteCourse(id: $id) }` },
  cancelSession: {
    adminActs: true,
    access: 'session',
    doc: `mutation ($id: ID!, $token: String) { cancelSession(id: $id, token: $token, reason: "matrix") { id } }`,
  },
  rescheduleSession: {
    adminActs: true,
    access: 'session',
    doc: `mutation ($id: ID!, $token: String, $start: DateTime!) { rescheduleSession(id: $id, token: $token, start: $start) { id } }`,
    vars: (target) => ({ id: target.id, token: target.token, start: inDays(5) }),
  },
  respondToSession: {
    access: 'session',
    doc: `mutation ($id: ID!, $token: String) { respondToSession(id: $id, token: $token, response: CONFIRMED) { id } }`,
  },
  reviewMentorAfterSession: {
    access: 'session',
    doc: `mutation ($id: ID!, $token: String) { reviewMentorAfterSession(sessionId: $id, token: $token, name: "Ada", stars: 5, message: "Very helpful session") { id } }`,
  },
  markSessionOutcome: {
    adminActs: true,
    access: 'mentor-session',
    doc: `mutation ($id: ID!) { markSessionOutcome(id: $id, outcome: HELD) { id } }`,
  },
};
