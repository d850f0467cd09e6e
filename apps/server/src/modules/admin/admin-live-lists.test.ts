import { parse, subscribe, type ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../graphql/request-context';
import { schema } from '../../graphql/schema';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { mentorReviews } from '../mentors/mentor-reviews.schema';
import { directoryMentor } from '../mentors/mentors.fixtures';
import { registerCamp } from '../payments/payments.fixtures';
import { adminTestPeople, type AdminTestPeople } from './test-helpers';

let t: TestApp;
let people: AdminTestPeople;

beforeAll(async () => {
  t = await createTestApp();
  people = await adminTestPeople(t);
});
afterAll(() => t.close());

const asAdmin = <T>(doc: string, variables: Record<string, unknown> = {}) =>
  t.gql<T>(doc, variables, { cookie: people.admin.cookie, ip: nextIp() });

describe('live lists', () => {
  it('tells subscribed admins of a new webinar attendee, after it is saved', async () => {
    const request = new Request('http://localhost/graphql', { headers: { cookie: people.admin.cookie } });
    const stream = (await subscribe({
      schema,
      document: parse('subscription { onCreateWebinarAttendee }'),
      contextValue: createContext(t.app.services, request, '127.0.0.1'),
    })) as AsyncGenerator<ExecutionResult>;
    const next = stream.next();
    const form = {
      fullName: 'Live Attendee',
      phone: '08030001111',
      email: 'live@example.com',
      source: 'Google Search',
      joinMailList: false,
    };
    const res = await t.gql<{ createWebinarAttendee: { id: string } }>(
      `mutation ($input: CreateWebinarAttendeeInput!) { createWebinarAttendee(input: $input) { id } }`,
      { input: form },
      { ip: nextIp() },
    );
    const id = res.data?.createWebinarAttendee.id;
    expect(id).toBeTruthy();
    expect((await next).value).toEqual({ data: { onCreateWebinarAttendee: id } });
    await stream.return(undefined);
  });
});

describe('live kids list', () => {
  it('tells subscribed admins of a new camp registration and of its verified payment', async () => {
    const request = new Request('http://localhost/graphql', { headers: { cookie: people.admin.cookie } });
    const stream = (await subscribe({
      schema,
      document: parse('subscription { onChangeBookKidmentor }'),
      contextValue: createContext(t.app.services, request, '127.0.0.1'),
    })) as AsyncGenerator<ExecutionResult>;
    const created = stream.next();
    const camp = await registerCamp(t);
    expect((await created).value).toEqual({ data: { onChangeBookKidmentor: camp.id } });
    const start = await t.gql<{ startPayment: { link: string } }>(
      `mutation ($id: ID!, $token: String!) { startPayment(kind: CAMP, bookingId: $id, token: $token) { link } }`,
      { id: camp.id, token: camp.token },
      { ip: nextIp() },
    );
    const link = new URL(start.data?.startPayment.link ?? 'http://x/');
    const paid = await t.app.http.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ outcome: 'successful' }).toString(),
    });
    const q = new URL(String(paid.headers.location)).searchParams;
    const settledEvent = stream.next();
    const settled = await t.gql<{ settlePayment: { paid: boolean } }>(
      `mutation ($txRef: String!, $transactionId: String, $status: String) { settlePayment(txRef: $txRef, transactionId: $transactionId, status: $status) { paid } }`,
      { txRef: q.get('tx_ref'), transactionId: q.get('transaction_id'), status: q.get('status') },
      { ip: nextIp() },
    );
    expect(settled.data?.settlePayment.paid).toBe(true);
    expect((await settledEvent).value).toEqual({ data: { onChangeBookKidmentor: camp.id } });
    await stream.return(undefined);
  });
});

describe('moderation, outbox and audit lists', () => {
  it('lists reviews with their hidden flag; hides and shows one again', async () => {
    const mentor = await directoryMentor(t.database.db, { firstname: 'Reviewed' });
    const [review] = await t.database.db
      .insert(mentorReviews)
      .values({
        mentorId: mentor.id,
        name: 'Moderated Reviewer',
        message: 'Rude words',
        stars: 1,
        email: 'rude@example.com',
      })
      .returning();
    const LIST = `{ listMentorReviewsForModeration(list: { search: "moderated reviewer" }) { total items { id hidden email } } }`;
    const read = async () =>
      (await asAdmin<{ listMentorReviewsForModeration: { total: number; items: { hidden: boolean }[] } }>(LIST)).data
        ?.listMentorReviewsForModeration;
    expect(await read()).toEqual({ total: 1, items: [{ id: review?.id, hidden: false, email: 'rude@example.com' }] });
    await asAdmin(`mutation ($id: ID!) { hideMentorReview(id: $id) { id } }`, { id: review?.id });
    expect((await read())?.items[0]?.hidden).toBe(true);
    await asAdmin(`mutation ($id: ID!) { showMentorReview(id: $id) { id } }`, { id: review?.id });
    expect((await read())?.items[0]?.hidden).toBe(false);
  });

  it('filters the outbox by status and searches it by addressee', async () => {
    await asAdmin(
      `mutation { sendAdminMail(email: "outbox-search@example.com", subject: "S", message: "A long enough message") }`,
    );
    const LIST = `query ($status: MailStatus) { listOutboxMails(list: { search: "outbox-search" }, status: $status) { total items { to template status } } }`;
    const held = await asAdmin<{ listOutboxMails: unknown }>(LIST, { status: 'HELD' });
    expect(held.data?.listOutboxMails).toEqual({
      total: 1,
      items: [{ to: 'outbox-search@example.com', template: 'admin-custom', status: 'HELD' }],
    });
    const failed = await asAdmin<{ listOutboxMails: { total: number } }>(LIST, { status: 'FAILED' });
    expect(failed.data?.listOutboxMails.total).toBe(0);
  });

  it('lists the audit log newest first with who did what', async () => {
    const res = await asAdmin<{
      listAuditLog: {
        total: number;
        items: { actorEmail: string; action: string; before: string | null; after: string | null }[];
      };
    }>(
      `{ listAuditLog(list: { search: "sendAdminMail", limit: 1 }) { total items { actorEmail action targetType before after } } }`,
    );
    expect(res.data?.listAuditLog.total).toBeGreaterThanOrEqual(1);
    expect(res.data?.listAuditLog.items[0]).toMatchObject({
      actorEmail: people.admin.email,
      action: 'sendAdminMail',
      before: null,
    });
    expect(JSON.parse(res.data?.listAuditLog.items[0]?.after ?? 'null')).toMatchObject({
      to: 'outbox-search@example.com',
    });
  });
});
