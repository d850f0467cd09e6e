import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, advisorySlotLabels, callDateFromIsoDay } from '@eazy2con/shared/advisory';
import { watDate } from '@eazy2con/shared/wat-time';
import { isAppError } from '../../lib/app-error';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { signUpConfirmed, validApplication } from '../accounts/test-helpers';
import { createCourse, createMentor } from '../courses/courses.fixtures';
import { mailOutbox } from '../mail/mail.schema';
import { contactUs } from '../content/content.schema';
import { operationLimits, type LimitedOperation } from './operation-limits';
import { RateLimitRepo } from './rate-limits.repo';
import { rateLimitWindows } from './rate-limits.schema';
import { RateLimitService } from './rate-limits.service';

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
const contact = { fullName: 'Ngozi Adebayo', email: 'ngozi@example.com', message: 'I would like a mentor for my whole team.' };

interface Call {
  query: string;
  variables: () => Record<string, unknown>;
}

let n = 0;
// The confirm operations succeed only with a mailed secret, a booking's read and update only with its token, and the
// bootcamp only while open with seats left: their limits are tested with the flows they guard (course-ratings.test.ts,
// course-bookings.test.ts, mentors/mentor-reviews.test.ts, camp.test.ts, bootcamp.test.ts, bookings/mentor-bookings.test.ts). The payment operations
// need a booking and a provider: their limits are tested in payments/payments.test.ts.
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
  | 'openInvoice';
const calls: Record<Exclude<LimitedOperation, TestedWithTheirFlow>, Call> = {
  createContactUs: { query: CONTACT, variables: () => ({ input: contact }) },
  subscribeNewsletter: {
    query: `mutation ($email: String!) { subscribeNewsletter(email: $email) { email } }`,
    variables: () => ({ email: `reader${++n}@example.com` }),
  },
  createBookCourse: {
    query: `mutation ($input: CreateBookCourseInput!) { createBookCourse(input: $input) { id } }`,
    variables: () => ({ input: { courseId, menteeName: 'Tunde', phone: '+234 803 000 1111', email: 'tunde@example.com' } }),
  },
  createBookAdvisory: {
    query: `mutation ($input: CreateBookAdvisoryInput!) { createBookAdvisory(input: $input) { id } }`,
    // Each call takes the next free slot: tomorrow's 24, then the day after's.
    variables: () => {
      const i = n++;
      const callDate = callDateFromIsoDay(addDays(watDate(), 1 + Math.floor(i / advisorySlotLabels.length)));
      const callTime = advisorySlotLabels[i % advisorySlotLabels.length];
      return { input: { fullName: 'Ada', phone: '+234 803 000 1111', email: 'ada@example.com', callDate, callTime } };
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
  createVisitor: {
    query: `mutation ($email: String, $fullName: String, $phone: String) { createVisitor(email: $email, fullName: $fullName, phone: $phone) { token } }`,
    variables: () => ({ email: `visitor${++n}@example.com`, fullName: 'Ada', phone: '+234 803 000 1111' }),
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
  it.each(Object.entries(calls))('%s: refuses call max + 1 from one address with RATE_LIMITED; another address goes on', async (name, call) => {
    const { max } = operationLimits[name as LimitedOperation];
    const ip = nextIp();
    for (let i = 0; i < max; i += 1) {
      const res = await t.gql(call.query, call.variables(), { ip });
      expect(res.errors, `${name} call ${i + 1}`).toBeUndefined();
    }
    const refused = await t.gql(call.query, call.variables(), { ip });
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.errors?.[0]?.message).toMatch(/^Too many attempts from your connection\. Please try again in (a minute|\d+ minutes)\.$/);
    expect((await t.gql(call.query, call.variables(), { ip: nextIp() })).errors).toBeUndefined();
  });

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
    expect((await t.gql(CREATE, { input: validApplication }, { ip })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
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
    const fields = Array.from({ length: operationLimits.createContactUs.max + 1 }, (_, i) => `c${i}: createContactUs(input: $input) { id }`);
    const res = await t.gql<Record<string, { id: string } | null>>(
      `mutation ($input: CreateContactUsInput!) { ${fields.join(' ')} }`,
      { input: contact },
      { ip },
    );
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('the client address', () => {
  const fromSocket = (remoteAddress: string, forwardedFor: string) =>
    t.app.http.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify({ query: CONTACT, variables: { input: contact } }),
    });

  it('is the socket address when the peer is not a trusted proxy, whatever X-Forwarded-For says', async () => {
    const max = operationLimits.createContactUs.max;
    const codes: unknown[] = [];
    for (let i = 0; i <= max; i += 1) {
      const res = await fromSocket('203.0.113.40', `198.19.7.${i + 1}`);
      codes.push(res.json<{ errors?: { extensions: { code: string } }[] }>().errors?.[0]?.extensions.code);
    }
    expect(codes.at(-1)).toBe('RATE_LIMITED');
    expect(codes.slice(0, max).every((c) => c === undefined)).toBe(true);
  });

  it('is the /64 prefix for IPv6, so one subscriber cannot rotate through its addresses', async () => {
    const max = operationLimits.createContactUs.max;
    for (let i = 0; i < max; i += 1) {
      expect((await t.gql(CONTACT, { input: contact }, { ip: `2001:db8:5:6::${i + 1}` })).errors).toBeUndefined();
    }
    expect((await t.gql(CONTACT, { input: contact }, { ip: '2001:db8:5:6:abcd::9' })).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await t.gql(CONTACT, { input: contact }, { ip: '2001:db8:5:7::1' })).errors).toBeUndefined();
  });
});

describe('RateLimitService', () => {
  const log = pino({ level: 'silent' }) as FastifyBaseLogger;
  const service = (scale = 1) => new RateLimitService(new RateLimitRepo(t.database.db), { scale, log });
  const outcome = (promise: Promise<void>) => promise.then(() => 'ok', (error: unknown) => (isAppError(error) ? error.code : 'unexpected'));

  it('multiplies every maximum by RATE_LIMIT_SCALE', async () => {
    const limiter = service(3);
    const results: string[] = [];
    for (let i = 0; i < 7; i += 1) results.push(await outcome(limiter.consume('scale-test', { max: 2, windowSeconds: 60 })));
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'RATE_LIMITED']);
  });

  it('lets exactly max requests through when they arrive at once', async () => {
    const limiter = service();
    const results = await Promise.all(Array.from({ length: 15 }, () => outcome(limiter.consume('burst-test', { max: 10, windowSeconds: 60 }))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(10);
    expect(results.filter((r) => r === 'RATE_LIMITED')).toHaveLength(5);
  });

  it('counts in a sliding window across the clock windows (clock injected)', async () => {
    let now = Date.parse('2033-01-01T00:00:50Z');
    const limiter = new RateLimitService(new RateLimitRepo(t.database.db), { scale: 1, log, now: () => now });
    const rule = { max: 5, windowSeconds: 60 };
    const at = async (time: string) => {
      now = Date.parse(time);
      return outcome(limiter.consume('sliding-test', rule));
    };
    for (let i = 0; i < 5; i += 1) expect(await at('2033-01-01T00:00:50Z')).toBe('ok');
    expect(await at('2033-01-01T00:00:59Z')).toBe('RATE_LIMITED');
    // A new clock window, but the five of ten seconds ago still weigh 55/60 of their count, rounded up: 5.
    expect(await at('2033-01-01T00:01:05Z')).toBe('RATE_LIMITED');
    // At 00:01:12 they weigh 48/60 × 5 = 4: one place.
    expect(await at('2033-01-01T00:01:12Z')).toBe('ok');
    expect(await at('2033-01-01T00:01:12Z')).toBe('RATE_LIMITED');
    expect(await at('2033-01-01T00:01:24Z')).toBe('ok');
    // Two windows on, the old ones weigh nothing.
    for (let i = 0; i < 3; i += 1) expect(await at('2033-01-01T00:02:00Z')).toBe('ok');
    expect(await at('2033-01-01T00:02:00Z')).toBe('RATE_LIMITED');
  });

  it('counts without refusing, answers the sliding count, and forgets a key on clear', async () => {
    let now = Date.parse('2033-02-01T00:00:30Z');
    const limiter = new RateLimitService(new RateLimitRepo(t.database.db), { scale: 1, log, now: () => now });
    const counts: number[] = [];
    for (let i = 0; i < 4; i += 1) counts.push(await limiter.count('count-test', 60));
    expect(counts).toEqual([1, 2, 3, 4]);
    now = Date.parse('2033-02-01T00:01:30Z');
    // Half of the previous window is still covered: ceil(4 × 30/60) = 2, plus this one.
    expect(await limiter.count('count-test', 60)).toBe(3);
    await limiter.clear('count-test');
    expect(await limiter.count('count-test', 60)).toBe(1);
  });

  it('deletes windows that no longer weigh on any count as it goes, at most once a minute', async () => {
    let now = 0;
    const limiter = new RateLimitService(new RateLimitRepo(t.database.db), { scale: 1, log, now: () => now });
    const rule = { max: 5, windowSeconds: 60 };
    const consumeAt = async (time: string) => {
      now = Date.parse(`2032-01-01T${time}Z`);
      await limiter.consume('purge-test', rule);
    };
    const windowsOf = async (key: string) =>
      (await t.database.db.select().from(rateLimitWindows).where(eq(rateLimitWindows.key, key))).map((w) => w.windowStart.toISOString().slice(11, 19)).sort();
    await consumeAt('00:01:50'); // purges (the first call), next purge due at 00:02:50
    await consumeAt('00:02:55'); // purges, next due at 00:03:55
    await consumeAt('00:03:10');
    // The 00:01 window weighs on nothing since 00:03:00, but the last purge was less than a minute ago: it stays.
    expect(await windowsOf('purge-test')).toEqual(['00:01:00', '00:02:00', '00:03:00']);
    await consumeAt('00:04:00');
    // 00:01 and 00:02 went; 00:03 stays, since it weighs on the 00:04 window.
    expect(await windowsOf('purge-test')).toEqual(['00:03:00', '00:04:00']);
    // Every other key's dead windows went too: only windows that still weigh are left.
    const all = await t.database.db.select().from(rateLimitWindows);
    expect(all.every((w) => w.expiresAt.getTime() > now)).toBe(true);
  });
});
