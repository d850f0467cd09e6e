import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { rateLimits } from './accounts.schema';
import { CODE_ATTEMPTS } from './auth';
import { codeCheckLimits, codeMailLimits } from './auth-limits';
import { CODE_TRIES_USED } from './code-limits';
import { ageCode as ageCodeOf, authPost, countMails, latestCode, signUpConfirmed } from './test-helpers';

/**
 * Issue 34, item 2: a stranger with many addresses cannot lock the owner out of codes (decision 0038). The owner's
 * requests from their own connection get through whatever others send, and others' wrong guesses do not spend the
 * owner's code cheaply.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `flood${++n}-${Date.now()}@example.com`;
const reset = (email: string, otp: string, ip: string, password = 'new-pass-1') =>
  authPost(t, '/email-otp/reset-password', { email, otp, password, confirmPassword: password }, { ip });
const requestReset = (email: string, ip: string) => authPost(t, '/email-otp/request-password-reset', { email }, { ip });
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

const ageCode = (email: string, seconds: number) => ageCodeOf(t, email, seconds, 'forget-password');

/** Forgets Better Auth's per-address minute counters, to reach the hourly limits under test without waiting. */
const clearMinuteLimits = () => t.database.db.delete(rateLimits);

describe('code floods (issue 34)', () => {
  it('a flood from 20 addresses leaves the owner able to get a reset code and use it', async () => {
    const email = freshEmail();
    await signUpConfirmed(t, email, 'secret-pass');
    const strangers = Array.from({ length: 20 }, () => nextIp());
    for (const ip of strangers) {
      for (let i = 0; i < 4; i += 1) await requestReset(email, ip);
      for (let i = 0; i < 6; i += 1) await reset(email, '123456', ip, 'stranger-pass-1');
    }
    const owner = nextIp();
    const asked = await requestReset(email, owner);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const used = await reset(email, await latestCode(t, email, 'reset-code'), owner);
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect((await authPost(t, '/sign-in/email', { email, password: 'new-pass-1' })).status).toBe(200);
  }, 120_000);

  it("others' requests within a minute neither mail nor replace the owner's live code", async () => {
    const email = freshEmail();
    await signUpConfirmed(t, email);
    const owner = nextIp();
    expect((await requestReset(email, owner)).status).toBe(200);
    const code = await latestCode(t, email, 'reset-code');
    for (let i = 0; i < 5; i += 1) expect((await requestReset(email, nextIp())).body).toEqual({ success: true });
    expect(await countMails(t, email, 'reset-code')).toBe(1);
    expect((await reset(email, code, owner)).status).toBe(200);
  });

  it("one client's budget for an e-mail is its own: past it that client is refused, the owner is not", async () => {
    const email = freshEmail();
    await signUpConfirmed(t, email);
    const stranger = nextIp();
    for (let i = 0; i < codeMailLimits.perEmailClient.max; i += 1) {
      await clearMinuteLimits();
      expect((await requestReset(email, stranger)).status).toBe(200);
      await ageCode(email, codeMailLimits.gapSeconds + 1); // a minute on: the next request mails a new code
    }
    expect(await countMails(t, email, 'reset-code')).toBe(codeMailLimits.perEmailClient.max);
    const refused = await requestReset(email, stranger);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts for this account\. Please try again in \d+ minutes\.$/);
    const owner = nextIp();
    expect((await requestReset(email, owner)).status).toBe(200);
    expect(await countMails(t, email, 'reset-code')).toBe(codeMailLimits.perEmailClient.max + 1);
    expect((await reset(email, await latestCode(t, email, 'reset-code'), owner)).status).toBe(200);
  });

  it('one client asking for many e-mails is refused past its hourly budget', async () => {
    const flooder = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i <= codeMailLimits.perClient.max; i += 1) {
      await clearMinuteLimits();
      statuses.push((await requestReset(freshEmail(), flooder)).status);
    }
    expect(statuses.slice(0, codeMailLimits.perClient.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await requestReset(freshEmail(), nextIp())).status).toBe(200);
  });

  it("wrong guesses count against the guessing client; four strangers' guesses leave the owner's code alive", async () => {
    const email = freshEmail();
    await signUpConfirmed(t, email);
    const owner = nextIp();
    expect((await requestReset(email, owner)).status).toBe(200);
    const code = await latestCode(t, email, 'reset-code');
    for (let s = 0; s < 4; s += 1) {
      const ip = nextIp();
      const statuses: number[] = [];
      for (let i = 0; i <= codeCheckLimits.perCodeClient; i += 1)
        statuses.push((await reset(email, wrongFor(code), ip)).status);
      expect(statuses.slice(0, codeCheckLimits.perCodeClient).every((st) => st === 400)).toBe(true);
      const last = await reset(email, code, ip); // even the right code: this client's tries on it are used
      expect(last.status).toBe(429);
      expect(last.body.message).toBe(CODE_TRIES_USED);
    }
    expect((await reset(email, code, owner)).status).toBe(200);
  });

  it('takes 5 tries per code from one client, then refuses that client even the right code', async () => {
    const email = freshEmail();
    await authPost(t, '/sign-up/email', { email, password: 'secret-pass', confirmPassword: 'secret-pass' });
    const code = await latestCode(t, email);
    const ip = nextIp();
    for (let i = 0; i < codeCheckLimits.perCodeClient; i += 1) {
      const wrong = await authPost(t, '/email-otp/verify-email', { email, otp: wrongFor(code) }, { ip });
      expect(wrong.body.code).toBe('INVALID_OTP');
    }
    const blocked = await authPost(t, '/email-otp/verify-email', { email, otp: code }, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(CODE_TRIES_USED);
  });

  it('a code dies after CODE_ATTEMPTS wrong guesses from everyone; the owner gets a fresh one at once', async () => {
    const email = freshEmail();
    await signUpConfirmed(t, email);
    const owner = nextIp();
    expect((await requestReset(email, owner)).status).toBe(200);
    const code = await latestCode(t, email, 'reset-code');
    for (let guess = 0; guess < CODE_ATTEMPTS; guess += 1) {
      const ip = `203.0.113.${Math.floor(guess / codeCheckLimits.perCodeClient) + 1}`;
      expect((await reset(email, wrongFor(code), ip)).status).toBe(400);
    }
    expect((await reset(email, code, owner)).status).not.toBe(200);
    expect((await requestReset(email, owner)).status).toBe(200);
    const fresh = await latestCode(t, email, 'reset-code');
    expect((await reset(email, fresh, owner)).status).toBe(200);
  });
});
