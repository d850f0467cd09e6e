import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { watDate } from '@eazy2con/shared/wat-time';
import { buildApp, type App } from '../../app';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { authPost, signUpConfirmed } from '../accounts/test-helpers';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { sseClient, startLiveChatApp, waitFor, type LiveChatApp } from '../chat/chat.fixtures';
import { createAppEventBus, type AppEventBus } from '../events';
import { addChild, teachingMentor } from './families.fixtures';
import { CHILD_NOT_FOUND } from './families.service';

/**
 * Issue 35, "every message between a mentor and their child (chat copies, live)": a mentor's message reaches the
 * parent's open activity over the event stream; nobody else may open it, and it ends when the consent is withdrawn
 * or the session revoked.
 */
const LIVE = `subscription ($childId: ID!) { childMessageAdded(childId: $childId) { id from text at } }`;
const MESSAGE = `mutation ($id: ID!, $text: String!) { messageChild(childId: $id, text: $text) { id } }`;
const BOOK = `mutation ($input: CreateBookAmentorInput!) { createBookAmentor(input: $input) { id } }`;
const WITHDRAW = `mutation ($id: ID!) { withdrawChildConsent(childId: $id) { status } }`;

interface Live {
  id: string;
  from: string;
  text: string;
  at: string;
}

interface Watch {
  received: Live[];
  /** The first GraphQL error the subscription was answered with (its message and code), if refused. */
  error(): { message: string; code: unknown } | null;
  completed(): boolean;
}

function watch(client: ReturnType<LiveChatApp['client']>, childId: string): Watch {
  const received: Live[] = [];
  let error: { message: string; code: unknown } | null = null;
  let completed = false;
  client.subscribe<{ childMessageAdded: Live }>(
    { query: LIVE, variables: { childId } },
    {
      next: (value) => {
        if (value.data) received.push(value.data.childMessageAdded);
        const first = value.errors?.[0];
        if (first) error = { message: first.message, code: first.extensions?.code };
      },
      error: (e: unknown) => (error = { message: String(e), code: 'STREAM' }),
      complete: () => (completed = true),
    },
  );
  return { received, error: () => error, completed: () => completed };
}

let parents = 0;

/** A parent with a child the mentor teaches (a paid kids plan with them). */
async function taughtChild(t: TestApp, mentorId: string) {
  const email = `live.parent${++parents}@example.com`;
  const cookie = await signUpConfirmed(t, email);
  const child = await addChild(t, cookie, { firstName: 'Amaka' });
  const booked = await t.gql<{ createBookAmentor: { id: string } }>(
    BOOK,
    {
      input: {
        mentorId,
        audience: 'kids',
        fullName: 'Ngozi Okafor',
        phone: '+234 803 000 1111',
        email,
        type: 'Individual',
        course: 'Scratch Programming',
        image: '7 - 12 years',
        startEndDate: { start: watDate(), end: addDays(watDate(), 30) },
        childId: child.id,
      },
    },
    { cookie, ip: nextIp() },
  );
  const bookingId = booked.data?.createBookAmentor.id;
  if (!bookingId) throw new Error(`createBookAmentor failed: ${JSON.stringify(booked.errors)}`);
  await t.database.db.update(mentorBookings).set({ paymentStatus: 'PAID' }).where(eq(mentorBookings.id, bookingId));
  return { cookie, childId: child.id };
}

/** The mentor writes to the child (a fresh address each time: messageChild is rate-limited per client). */
async function send(t: TestApp, mentorCookie: string, childId: string, text: string): Promise<string> {
  const res = await t.gql<{ messageChild: { id: string } }>(
    MESSAGE,
    { id: childId, text },
    { cookie: mentorCookie, ip: nextIp() },
  );
  const id = res.data?.messageChild.id;
  if (!id) throw new Error(`messageChild failed: ${JSON.stringify(res.errors)}`);
  return id;
}

/** A subscription has no acknowledgement: the mentor writes until the stream has received something. */
async function untilLive(stream: Watch, sendOne: (text: string) => Promise<unknown>) {
  for (let i = 0; i < 50 && stream.received.length === 0; i += 1) {
    await sendOne(`warm-up ${i}`);
    await waitFor(() => stream.received.length > 0, 200);
  }
  expect(stream.received.length).toBeGreaterThan(0);
}

describe('childMessageAdded', () => {
  let live: LiveChatApp;
  let mentor: { cookie: string; mentorId: string };

  beforeAll(async () => {
    live = await startLiveChatApp();
    mentor = await teachingMentor(live.t, 'live.teacher@example.com');
  }, 60_000);
  afterAll(() => live.close());
  beforeEach(() => {
    live.t.clientIp = nextIp();
  });

  it("delivers the mentor's message to the parent's open stream, as the activity shows it, and only that child's", async () => {
    const { cookie, childId } = await taughtChild(live.t, mentor.mentorId);
    const other = await taughtChild(live.t, mentor.mentorId);
    const stream = watch(live.client({ cookie }), childId);
    const othersStream = watch(live.client({ cookie: other.cookie }), other.childId);
    await untilLive(stream, (text) => send(live.t, mentor.cookie, childId, text));
    await untilLive(othersStream, (text) => send(live.t, mentor.cookie, other.childId, text));

    const sent = await send(live.t, mentor.cookie, childId, 'Great maze today, Amaka!');
    expect(await waitFor(() => stream.received.some((m) => m.id === sent))).toBe(true);
    const arrived = stream.received.find((m) => m.id === sent);
    expect(arrived).toMatchObject({ from: 'Chidi Eze', text: 'Great maze today, Amaka!' });
    // The same message, to the millisecond, as the parent's next read of the activity.
    const activity = await live.t.gql<{ childActivity: { messages: Live[] } }>(
      `query ($id: ID!) { childActivity(childId: $id) { messages { id from text at } } }`,
      { id: childId },
      { cookie },
    );
    expect(activity.data?.childActivity.messages.find((m) => m.id === sent)).toEqual(arrived);
    // Another parent's stream, live all along, carries their own child's messages only.
    const theirs = await send(live.t, mentor.cookie, other.childId, 'Hello Amaka number two');
    expect(await waitFor(() => othersStream.received.some((m) => m.id === theirs))).toBe(true);
    expect(othersStream.received.some((m) => m.id === sent)).toBe(false);
    expect(stream.received.some((m) => m.id === theirs)).toBe(false);
  });

  it('refuses another account, a mentor (the one teaching the child included) and a made-up id alike', async () => {
    const { childId } = await taughtChild(live.t, mentor.mentorId);
    const stranger = await signUpConfirmed(live.t, 'live.stranger@example.com');
    const otherMentor = await teachingMentor(live.t, 'live.other-teacher@example.com');
    const tries = [
      watch(live.client({ cookie: stranger }), childId),
      watch(live.client({ cookie: mentor.cookie }), childId),
      watch(live.client({ cookie: otherMentor.cookie }), childId),
      watch(live.client({ cookie: stranger }), crypto.randomUUID()),
      watch(live.client({ cookie: stranger }), 'not-an-id'),
    ];
    expect(await waitFor(() => tries.every((w) => w.error() !== null))).toBe(true);
    for (const refused of tries) {
      expect(refused.error()).toEqual({ message: CHILD_NOT_FOUND, code: 'NOT_FOUND' });
    }
    // Signed out: asked to sign in, as for the activity.
    const anonymous = watch(live.client({}), childId);
    expect(await waitFor(() => anonymous.error() !== null)).toBe(true);
    expect(anonymous.error()?.code).toBe('UNAUTHENTICATED');
    // The message sent meanwhile reached none of them.
    await send(live.t, mentor.cookie, childId, 'Only for the parent');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect([...tries, anonymous].every((w) => w.received.length === 0)).toBe(true);
  });

  it('ends when the parent withdraws consent, and a new subscription is refused', async () => {
    const { cookie, childId } = await taughtChild(live.t, mentor.mentorId);
    const stream = watch(live.client({ cookie }), childId);
    await untilLive(stream, (text) => send(live.t, mentor.cookie, childId, text));
    const withdrawn = await live.t.gql(WITHDRAW, { id: childId }, { cookie });
    expect(withdrawn.errors).toBeUndefined();
    expect(await waitFor(() => stream.completed(), 5_000)).toBe(true);
    expect(stream.error()).toBeNull();
    const again = watch(live.client({ cookie }), childId);
    expect(await waitFor(() => again.error() !== null)).toBe(true);
    expect(again.error()).toEqual({ message: CHILD_NOT_FOUND, code: 'NOT_FOUND' });
  });

  it("ends when the parent's session is revoked (sign-out); the parent's other session goes on", async () => {
    const { cookie, childId } = await taughtChild(live.t, mentor.mentorId);
    const other = await authPost(live.t, '/sign-in/email', {
      email: `live.parent${parents}@example.com`,
      password: 'correct-horse-1',
    });
    expect(other.status).toBe(200);
    const leaving = watch(live.client({ cookie }), childId);
    const staying = watch(live.client({ cookie: other.cookie }), childId);
    await untilLive(leaving, (text) => send(live.t, mentor.cookie, childId, text));
    await untilLive(staying, (text) => send(live.t, mentor.cookie, childId, text));
    expect((await authPost(live.t, '/sign-out', {}, { cookie })).status).toBe(200);
    expect(await waitFor(() => leaving.completed(), 5_000)).toBe(true);
    const after = await send(live.t, mentor.cookie, childId, 'Are you there?');
    expect(await waitFor(() => staying.received.some((m) => m.id === after))).toBe(true);
    expect(leaving.received.some((m) => m.id === after)).toBe(false);
    expect(staying.completed()).toBe(false);
  });
});

/**
 * Several instances: the parent's stream is on one, the mentor writes through the other, and the message crosses
 * by Redis. Two apps in one process on one PostgreSQL database, as event-stream-routing.test.ts; only in the
 * 'server-postgres' project with TEST_REDIS_URL.
 */
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(process.env.TEST_DB === 'postgres' && redisUrl)('childMessageAdded across instances', () => {
  let a: TestApp;
  let b: App;
  let busB: AppEventBus;
  let baseUrl: string;
  const clients: ReturnType<typeof sseClient>[] = [];

  beforeAll(async () => {
    // One secret for both, as a deployment's instances share it: a session cookie from one is good on the other.
    a = await createTestApp({
      env: { REDIS_URL: String(redisUrl), AUTH_SECRET: 'two-instances-share-this-secret-0123456789' },
    });
    busB = createAppEventBus(a.config);
    b = await buildApp(
      { config: a.config, database: a.database, bus: busB, log: pino({ level: 'silent' }) },
      { webDist: null },
    );
    baseUrl = await a.app.http.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    for (const client of clients) client.dispose();
    await b?.http.close();
    await busB?.close();
    const closing = a?.close();
    a?.app.http.server.closeAllConnections();
    await closing;
  });

  it('a message written through one instance reaches the parent subscribed on the other', async () => {
    const mentor = await teachingMentor(a, 'instances.teacher@example.com');
    const { cookie, childId } = await taughtChild(a, mentor.mentorId);
    const client = sseClient(baseUrl, { cookie });
    clients.push(client);
    const stream = watch(client, childId);
    const throughB = async (text: string) => {
      const res = await b.http.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', cookie: mentor.cookie, 'x-forwarded-for': nextIp() },
        payload: JSON.stringify({ query: MESSAGE, variables: { id: childId, text } }),
      });
      return res.json<{ data?: { messageChild: { id: string } } }>().data?.messageChild.id;
    };
    await untilLive(stream, throughB);
    const sent = await throughB('Written on instance B');
    expect(await waitFor(() => stream.received.some((m) => m.id === sent && m.text === 'Written on instance B'))).toBe(
      true,
    );
  });
});
