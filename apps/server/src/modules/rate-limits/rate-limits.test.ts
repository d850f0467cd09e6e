import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isAppError } from '../../lib/app-error';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { signUpConfirmed, validApplication } from '../accounts/test-helpers';
import { createCourse, createMentor } from '../courses/courses.fixtures';
import { mailOutbox } from '../mail/mail.schema';
import { contactUs } from '../content/content.schema';
import { operationLimits, type LimitedOperation } from './operation-limits';
import { RateLimitRepo } from './rate-limits.repo';
import { rateLimitWindows } from './rate-limits.schema';
import { PURGE_EVERY_MS, RateLimitService } from './rate-limits.service';

let t: TestApp;
let courseId: string;
beforeAll(async () => {
  t = await createTestApp();
  const mentor = await createMentor(t.database.db);
  courseId = (await createCourse(t.database.db, mentor.id)).id;
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const CONTACT = `mutation ($input: CreateContactUsInput!) { createContactUs(input: $input) { id } }`;
const contact = { fullName: 'Ngozi Adebayo', email: 'ngozi@example.com', message: 'I would like a mentor for my whole team.' };
const TEN_MINUTES = 'Too many attempts from your connection. Please try again in 10 minutes.';

interface Call {
  query: string;
  variables: () => Record<string, unknown>;
}

let n = 0;
// The confirm operations succeed only with a mailed secret: their limits are tested with the flows they guard
// (course-ratings.test.ts, course-bookings.test.ts).
const calls: Record<Exclude<LimitedOperation, 'createMentor' | 'confirmCourseRating' | 'confirmCourseBooking'>, Call> = {
  createContactUs: { query: CONTACT, variables: () => ({ input: contact }) },
  subscribeNewsletter: {
    query: `mutation ($email: String!) { subscribeNewsletter(email: $email) { email } }`,
    variables: () => ({ email: `reader${++n}@example.com` }),
  },
  createBookCourse: {
    query: `mutation ($input: CreateBookCourseInput!) { createBookCourse(input: $input) { id } }`,
    variables: () => ({ input: { courseId, menteeName: 'Tunde', phone: '+234 803 000 1111', email: 'tunde@example.com' } }),
  },
  rateCourse: {
    query: `mutation ($courseId: ID!, $email: String, $stars: Int) { rateCourse(courseId: $courseId, email: $email, stars: $stars) { status } }`,
    variables: () => ({ courseId, email: `rater${++n}@example.com`, stars: 4 }),
  },
  commentCourse: {
    query: `mutation ($courseId: ID!, $text: String) { commentCourse(courseId: $courseId, text: $text) { id } }`,
    variables: () => ({ courseId, text: `Comment ${++n}` }),
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
    expect(refused.errors?.[0]).toMatchObject({ message: TEN_MINUTES, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 600 } });
    expect({ contacts: await contactsStored(), mails: await mailsQueued() }).toEqual(before);
  });

  it('lets the address in again when the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-02T10:00:00Z'));
    const ip = nextIp();
    for (let i = 0; i < operationLimits.createContactUs.max; i += 1) await t.gql(CONTACT, { input: contact }, { ip });
    vi.setSystemTime(new Date('2031-03-02T10:09:30Z'));
    const late = await t.gql(CONTACT, { input: contact }, { ip });
    expect(late.errors?.[0]).toMatchObject({
      message: 'Too many attempts from your connection. Please try again in a minute.',
      extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 30 },
    });
    vi.setSystemTime(new Date('2031-03-02T10:10:00Z'));
    expect((await t.gql(CONTACT, { input: contact }, { ip })).errors).toBeUndefined();
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

  it('deletes ended windows as it goes, at most once a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const limiter = service();
    const rule = { max: 5, windowSeconds: 60 };
    const windowsOf = async (key: string) =>
      (await t.database.db.select().from(rateLimitWindows).where(eq(rateLimitWindows.key, key))).map((w) => w.windowStart.toISOString());
    vi.setSystemTime(new Date('2032-01-01T00:00:10Z'));
    await limiter.consume('purge-test', rule);
    vi.setSystemTime(new Date('2032-01-01T00:01:05Z'));
    await limiter.consume('purge-test', rule);
    // Less than a minute since the last purge: the ended window stays for now.
    expect(await windowsOf('purge-test')).toEqual(['2032-01-01T00:00:00.000Z', '2032-01-01T00:01:00.000Z']);
    vi.setSystemTime(new Date('2032-01-01T00:02:30Z'));
    await limiter.consume('purge-test', rule);
    expect(await windowsOf('purge-test')).toEqual(['2032-01-01T00:02:00.000Z']);
    // Every other key's ended windows went too: only windows still running are left.
    const all = await t.database.db.select().from(rateLimitWindows);
    expect(all.every((w) => w.expiresAt.getTime() > Date.now() - PURGE_EVERY_MS)).toBe(true);
  });
});
