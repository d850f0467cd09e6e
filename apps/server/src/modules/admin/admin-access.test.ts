import { randomUUID } from 'node:crypto';
import { parse, subscribe, type ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../graphql/request-context';
import { schema } from '../../graphql/schema';
import { isAppError } from '../../lib/app-error';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { adminOperations } from '../../graphql-core/admin-operations';
import { newVisitor } from '../chat/chat.fixtures';
import { adminTestPeople, getExport, type AdminTestPeople } from './test-helpers';

let t: TestApp;
let people: AdminTestPeople;
/** A chat visitor's secret token: it proves who owns a chat, never anything more. */
let visitorToken: string;

beforeAll(async () => {
  t = await createTestApp();
  people = await adminTestPeople(t);
  visitorToken = (await newVisitor(t)).token;
});
afterAll(() => t.close());

const id = () => randomUUID();
const LIST = 'list: { limit: 1 }';

/**
 * One row per admin operation: the document and variables it is called with. Queries and mutations go through
 * HTTP (Fastify → Yoga); subscriptions through graphql-js subscribe() on the same schema and context factory.
 * The test below fails when an operation registered by adminResolver/adminSubscribe has no row here.
 */
const operations: Record<string, { doc: string; variables?: () => Record<string, unknown>; subscription?: boolean }> = {
  listMentorApplications: { doc: `{ listMentorApplications(${LIST}) { total items { id email } } }` },
  listBookAmentors: { doc: `{ listBookAmentors(${LIST}, custom: true) { total items { id paid } } }` },
  listBookKidmentors: { doc: `{ listBookKidmentors(${LIST}) { total items { id kind paid } } }` },
  listContactUss: { doc: `{ listContactUss(${LIST}) { total items { id email } } }` },
  listBootcamps: { doc: `{ listBootcamps(${LIST}) { total items { id paid } } }` },
  listWebinarAttendees: { doc: `{ listWebinarAttendees(${LIST}) { total items { id } } }` },
  listBookAdvisories: { doc: `{ listBookAdvisories(${LIST}) { total items { id } } }` },
  listAdminCourses: { doc: `{ listAdminCourses(${LIST}) { total items { id mentors { id name } } } }` },
  listMentorReviewsForModeration: { doc: `{ listMentorReviewsForModeration(${LIST}) { total items { id hidden } } }` },
  listOutboxMails: { doc: `{ listOutboxMails(${LIST}, status: FAILED) { total items { id } } }` },
  listAuditLog: { doc: `{ listAuditLog(${LIST}) { total items { id action } } }` },
  adminMentorOptions: { doc: `{ adminMentorOptions(search: "a") { id name } }` },
  mailOutbox: { doc: `{ mailOutbox(limit: 1) { items { id } } }` },
  childConsents: { doc: `{ childConsents(limit: 1) { nextToken items { id status } } }` },
  adminSessions: { doc: `{ adminSessions(limit: 1, disputed: true, status: BOOKED) { nextToken items { id } } }` },
  adminMemberships: {
    doc: `{ adminMemberships(limit: 1, status: ACTIVE) { nextToken items { bookingId status nextCycleAmountKobo } } }`,
  },
  adminMembershipStats: {
    doc: `{ adminMembershipStats { counts { status count } monthlyRecurringRevenueKobo renewalsByWeek { weekStart renewals } } }`,
  },
  updateMentorStatus: {
    doc: `mutation ($id: ID!) { updateMentorStatus(id: $id, status: ACCEPTED) { id } }`,
    variables: () => ({ id: id() }),
  },
  requestMentorInfo: {
    doc: `mutation ($id: ID!) { requestMentorInfo(id: $id, message: "Tell us more") { id } }`,
    variables: () => ({ id: id() }),
  },
  setBookAmentorStatus: {
    doc: `mutation ($id: ID!) { setBookAmentorStatus(id: $id, status: PAUSED) { id } }`,
    variables: () => ({ id: id() }),
  },
  deleteBookAmentor: { doc: `mutation ($id: ID!) { deleteBookAmentor(id: $id) }`, variables: () => ({ id: id() }) },
  deleteBookKidmentor: { doc: `mutation ($id: ID!) { deleteBookKidmentor(id: $id) }`, variables: () => ({ id: id() }) },
  heldBankTransfers: { doc: `{ heldBankTransfers(limit: 1) { total items { id invoiceNumber expectedKobo } } }` },
  markTransferPaid: {
    doc: `mutation ($id: ID!) { markTransferPaid(kind: CAMP, id: $id, reference: "E2C-TEST") }`,
    variables: () => ({ id: id() }),
  },
  sendAdminMail: {
    doc: `mutation { sendAdminMail(email: "someone@example.com", subject: "Hello", message: "A long enough message") }`,
  },
  createAdminCourse: {
    doc: `mutation ($input: AdminCourseInput!) { createAdminCourse(input: $input) { id } }`,
    variables: () => ({
      input: { language: 'English', title: 'T', topics: ['a'], duration: 2, description: 'd', mentorIds: [id()] },
    }),
  },
  updateAdminCourse: {
    doc: `mutation ($id: ID!) { updateAdminCourse(id: $id, input: { title: "New" }) { id } }`,
    variables: () => ({ id: id() }),
  },
  inviteMentor: {
    doc: `mutation ($email: String!) { inviteMentor(email: $email, firstname: "New", lastname: "Mentor") { id } }`,
    variables: () => ({ email: `invitee-${id()}@example.com` }),
  },
  retryMail: { doc: `mutation ($id: ID!) { retryMail(id: $id) { id } }`, variables: () => ({ id: id() }) },
  // The WhatsApp and SMS outbox (issue 24).
  notificationDeliveries: {
    doc: `{ notificationDeliveries(limit: 1, channel: SMS, status: FAILED) { nextToken items { id attempts } } }`,
  },
  retryNotificationDelivery: {
    doc: `mutation ($id: ID!) { retryNotificationDelivery(id: $id) { id } }`,
    variables: () => ({ id: id() }),
  },
  hideMentorReview: {
    doc: `mutation ($id: ID!) { hideMentorReview(id: $id) { id } }`,
    variables: () => ({ id: id() }),
  },
  showMentorReview: {
    doc: `mutation ($id: ID!) { showMentorReview(id: $id) { id } }`,
    variables: () => ({ id: id() }),
  },
  // Payouts and refunds (issue 23).
  listPayoutBatches: { doc: `{ listPayoutBatches(${LIST}) { total items { id status } } }` },
  listPayouts: { doc: `{ listPayouts(${LIST}) { total items { id status mentorEmail } } }` },
  payoutSettings: { doc: `{ payoutSettings { sandbox minimumKobo } }` },
  gatherPayoutBatch: { doc: `mutation { gatherPayoutBatch { id } }` },
  approvePayoutBatch: {
    doc: `mutation ($id: ID!) { approvePayoutBatch(batchId: $id) { id } }`,
    variables: () => ({ id: id() }),
  },
  simulatePayoutTransfer: {
    doc: `mutation ($id: ID!) { simulatePayoutTransfer(payoutId: $id, outcome: SUCCESSFUL) { id } }`,
    variables: () => ({ id: id() }),
  },
  listRefunds: { doc: `{ listRefunds(${LIST}) { total items { id status } } }` },
  listRefundablePayments: { doc: `{ listRefundablePayments(${LIST}) { total items { id leftKobo } } }` },
  refundPayment: {
    doc: `mutation ($id: ID!) { refundPayment(paymentId: $id, reason: "Made up for the matrix") { id } }`,
    variables: () => ({ id: id() }),
  },
  onCreateWebinarAttendee: { doc: `subscription { onCreateWebinarAttendee }`, subscription: true },
  onDeleteBookAmentor: { doc: `subscription { onDeleteBookAmentor }`, subscription: true },
  onChangeBookKidmentor: { doc: `subscription { onChangeBookKidmentor }`, subscription: true },
};

type Role = 'anonymous' | 'visitor token' | 'user' | 'mentor' | 'admin';
const roles: { role: Role; expected: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'allowed' }[] = [
  { role: 'anonymous', expected: 'UNAUTHENTICATED' },
  { role: 'visitor token', expected: 'UNAUTHENTICATED' },
  { role: 'user', expected: 'FORBIDDEN' },
  { role: 'mentor', expected: 'FORBIDDEN' },
  { role: 'admin', expected: 'allowed' },
];

const cookieOf = (role: Role): string | undefined =>
  role === 'anonymous' || role === 'visitor token'
    ? undefined
    : role === 'user'
      ? people.user
      : role === 'mentor'
        ? people.mentor
        : people.admin.cookie;

/** What a request carries as `role`: the session cookie, or the chat visitor's token header. */
function headersOf(role: Role): Record<string, string> {
  const cookie = cookieOf(role);
  return { ...(cookie ? { cookie } : {}), ...(role === 'visitor token' ? { 'x-visitor-token': visitorToken } : {}) };
}

/** The error code of calling the operation as `role` ('none' when it was not refused by the guard). */
async function codeOf(name: string, role: Role): Promise<string> {
  const op = operations[name];
  if (!op) throw new Error(`no row for ${name}`);
  if (!op.subscription) {
    const res = await t.gql(op.doc, op.variables?.() ?? {}, { headers: headersOf(role), ip: nextIp() });
    return res.errors?.[0]?.extensions?.code ?? 'none';
  }
  const request = new Request('http://localhost/graphql', { headers: headersOf(role) });
  const result = await subscribe({
    schema,
    document: parse(op.doc),
    contextValue: createContext(t.app.services, request, '127.0.0.1'),
  });
  if (Symbol.asyncIterator in result) {
    await (result as AsyncGenerator<ExecutionResult>).return(undefined);
    return 'none';
  }
  const original = result.errors?.[0]?.originalError;
  return isAppError(original) ? original.code : (result.errors?.[0]?.message ?? 'none');
}

describe('admin operations: role × operation', () => {
  it('has a row for every admin operation, and no row for anything else', () => {
    expect(Object.keys(operations).sort()).toEqual([...adminOperations()]);
    expect(adminOperations().length).toBeGreaterThanOrEqual(29);
  });

  for (const name of Object.keys(operations)) {
    for (const { role, expected } of roles) {
      it(`${name} as ${role}: ${expected}`, async () => {
        const code = await codeOf(name, role);
        // An admin gets past the guard: the answer, or the service's own refusal of the made-up ids.
        if (expected === 'allowed') expect(['none', 'NOT_FOUND', 'BAD_USER_INPUT', 'CONFLICT']).toContain(code);
        else expect(code).toBe(expected);
      });
    }
  }

  it('refuses the CSV export to anyone but an admin, as the GraphQL guard does', async () => {
    expect((await getExport(t, 'contact-us.csv')).statusCode).toBe(401);
    expect((await getExport(t, 'contact-us.csv', undefined, { 'x-visitor-token': visitorToken })).statusCode).toBe(401);
    expect((await getExport(t, 'contact-us.csv', people.user)).statusCode).toBe(403);
    expect((await getExport(t, 'contact-us.csv', people.mentor)).statusCode).toBe(403);
    expect((await getExport(t, 'contact-us.csv', people.admin.cookie)).statusCode).toBe(200);
    expect((await getExport(t, 'nothing.csv', people.admin.cookie)).statusCode).toBe(404);
    for (const file of ['payouts.csv', 'refunds.csv']) {
      expect((await getExport(t, file)).statusCode).toBe(401);
      expect((await getExport(t, file, people.user)).statusCode).toBe(403);
      expect((await getExport(t, file, people.mentor)).statusCode).toBe(403);
      expect((await getExport(t, file, people.admin.cookie)).statusCode).toBe(200);
    }
  });
});
