import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { signInSlowDown } from './auth-limits';
import { realWait, signInDelayMs } from './sign-in-slowdown';
import { authPost, signUpConfirmed } from './test-helpers';

/** Sign-ins of one account from changing addresses (a stranger with many addresses, or a botnet). */
let t: TestApp;
let waits: number[] = [];
beforeAll(async () => {
  // The delays are recorded instead of slept, so the test takes seconds, not minutes.
  t = await createTestApp({
    signInWait: (ms) => {
      waits.push(ms);
      return Promise.resolve();
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  waits = [];
});

let n = 0;
const freshEmail = () => `owner${++n}-${Date.now()}@example.com`;
const PASSWORD = 'owners-password';
const FREE = signInSlowDown.freeFailures;
/** Each test signs in 30-odd times, and every sign-in checks a password with scrypt. */
const LONG = 180_000;
const attempt = (email: string, password: string) =>
  authPost(t, '/sign-in/email', { email, password }, { ip: nextIp() });

async function failTimes(email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i += 1) statuses.push((await attempt(email, `wrong-pass-${i}`)).status);
  return statuses;
}

describe('per-account sign-in slow-down', () => {
  it(
    'does not lock the owner out: after 35 wrong passwords from 35 addresses the right one still signs in',
    { timeout: LONG },
    async () => {
      const email = freshEmail();
      await signUpConfirmed(t, email, PASSWORD);
      const statuses = await failTimes(email, FREE + 5);
      expect(new Set(statuses)).toEqual(new Set([401]));
      // Past the free failures each attempt waited longer: 1 s doubling, capped at 10 s.
      expect(waits).toEqual([1000, 2000, 4000, 8000, 10_000]);
      const owner = await attempt(email, PASSWORD);
      expect(owner.status).toBe(200);
      expect(owner.cookie).toMatch(/session_token=/);
      expect(waits.at(-1)).toBe(10_000);
      const me = await t.gql<{ me: { role: string } }>('{ me { role } }', {}, { cookie: owner.cookie });
      expect(me.data?.me.role).toBe('USER');
    },
  );

  it('counts only failures: successful sign-ins never slow anyone down', { timeout: LONG }, async () => {
    const email = freshEmail();
    await signUpConfirmed(t, email, PASSWORD);
    for (let i = 0; i <= FREE; i += 1) expect((await attempt(email, PASSWORD)).status).toBe(200);
    expect(waits).toEqual([]);
  });

  it('starts over after a successful sign-in', { timeout: LONG }, async () => {
    const email = freshEmail();
    await signUpConfirmed(t, email, PASSWORD);
    await failTimes(email, FREE + 2);
    // The address as typed differently is the same account.
    expect((await attempt(email.toUpperCase(), PASSWORD)).status).toBe(200);
    waits = [];
    await failTimes(email, 1);
    expect(waits).toEqual([]);
  });

  it(
    'slows an unknown address the same way, and does not start over at the clock hour (the window slides)',
    { timeout: LONG },
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        const email = freshEmail();
        vi.setSystemTime(new Date('2034-05-01T10:59:50Z'));
        await failTimes(email, FREE);
        expect(waits).toEqual([]);
        // A fixed hourly window would have forgotten them at 11:00; these thirty are still within the last hour.
        vi.setSystemTime(new Date('2034-05-01T11:00:10Z'));
        await failTimes(email, 1);
        expect(waits).toEqual([1000]);
      } finally {
        vi.useRealTimers();
      }
    },
  );
});

describe('signInDelayMs', () => {
  it('is nothing up to the free failures, then 1 s doubling to at most 10 s', () => {
    expect(
      [0, FREE - 1, FREE, FREE + 1, FREE + 2, FREE + 3, FREE + 4, FREE + 100].map((f) => signInDelayMs(f, FREE)),
    ).toEqual([0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('really waits by default', async () => {
    const started = performance.now();
    await realWait(50);
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });
});
