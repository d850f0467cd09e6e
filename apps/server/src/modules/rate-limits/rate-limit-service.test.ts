import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isAppError } from '../../lib/app-error';
import { createTestApp, type TestApp } from '../../test/test-app';
import { operationLimits } from './operation-limits';
import { RateLimitRepo } from './rate-limits.repo';
import { rateLimitWindows } from './rate-limits.schema';
import { RateLimitService } from './rate-limits.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const CONTACT = `mutation ($input: CreateContactUsInput!) { createContactUs(input: $input) { id } }`;
const contact = {
  fullName: 'Ngozi Adebayo',
  email: 'ngozi@example.com',
  message: 'I would like a mentor for my whole team.',
};

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
    expect(
      (await t.gql(CONTACT, { input: contact }, { ip: '2001:db8:5:6:abcd::9' })).errors?.[0]?.extensions?.code,
    ).toBe('RATE_LIMITED');
    expect((await t.gql(CONTACT, { input: contact }, { ip: '2001:db8:5:7::1' })).errors).toBeUndefined();
  });
});

describe('RateLimitService', () => {
  const log = pino({ level: 'silent' }) as FastifyBaseLogger;
  const service = (scale = 1) => new RateLimitService(new RateLimitRepo(t.database.db), { scale, log });
  const outcome = (promise: Promise<void>) =>
    promise.then(
      () => 'ok',
      (error: unknown) => (isAppError(error) ? error.code : 'unexpected'),
    );

  it('multiplies every maximum by RATE_LIMIT_SCALE', async () => {
    const limiter = service(3);
    const results: string[] = [];
    for (let i = 0; i < 7; i += 1)
      results.push(await outcome(limiter.consume('scale-test', { max: 2, windowSeconds: 60 })));
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'RATE_LIMITED']);
  });

  it('lets exactly max requests through when they arrive at once', async () => {
    const limiter = service();
    const results = await Promise.all(
      Array.from({ length: 15 }, () => outcome(limiter.consume('burst-test', { max: 10, windowSeconds: 60 }))),
    );
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
      (await t.database.db.select().from(rateLimitWindows).where(eq(rateLimitWindows.key, key)))
        .map((w) => w.windowStart.toISOString().slice(11, 19))
        .sort();
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
