import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { authRateLimits, scaledAuthRateLimits } from './auth-limits';
import { authPost, countMails, latestCode, signUpConfirmed } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `person${++n}-${Date.now()}@example.com`;

describe('rate limits', () => {
  it('answers 429 after 10 sign-in attempts a minute from one address', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await authPost(t, '/sign-in/email', { email: 'nobody@example.com', password: 'wrong-pass' }, { ip })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    expect((await authPost(t, '/sign-in/email', { email: 'nobody@example.com', password: 'wrong-pass' })).status).toBe(
      401,
    );
  });

  it('limits sign-ups, code requests and reset requests per address', async () => {
    const cases: [string, (i: number) => Record<string, unknown>, number][] = [
      [
        '/sign-up/email',
        (i) => ({ email: `rl${i}-${Date.now()}@example.com`, password: 'secret-pass', confirmPassword: 'secret-pass' }),
        5,
      ],
      // Each case its own address, so the per-account limits below do not add up across cases.
      ['/email-otp/send-verification-otp', () => ({ email: 'nobody-send@example.com', type: 'email-verification' }), 3],
      ['/email-otp/request-password-reset', () => ({ email: 'nobody-reset@example.com' }), 3],
    ];
    for (const [path, body, max] of cases) {
      const ip = nextIp();
      for (let i = 0; i < max; i += 1) expect((await authPost(t, path, body(i), { ip })).status).toBe(200);
      const limited = await authPost(t, path, body(max), { ip });
      expect(limited.status, path).toBe(429);
    }
  });

  it('never limits session reads, which many people behind one carrier-NAT address make on every page', async () => {
    const ip = nextIp();
    const statuses = new Set<number>();
    for (let i = 0; i < 120; i += 1) {
      const res = await t.app.http.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { 'x-forwarded-for': ip },
      });
      statuses.add(res.statusCode);
    }
    expect([...statuses]).toEqual([200]);
  });

  it('a stranger’s wrong codes from changing addresses leave the owner’s code alive (no lock-out by guessing)', async () => {
    const email = freshEmail();
    const ip = nextIp();
    const signUp = await authPost(
      t,
      '/sign-up/email',
      { email, password: 'secret-pass', confirmPassword: 'secret-pass' },
      { ip },
    );
    // Twelve wrong codes from changing addresses: each address has its own tries, and the code survives 25 (0038).
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const wrong = (await latestCode(t, email)) === '000000' ? '111111' : '000000';
      statuses.push((await authPost(t, '/email-otp/verify-email', { email, otp: wrong })).status);
    }
    expect(statuses).toEqual(Array<number>(12).fill(400));
    const otp = await latestCode(t, email);
    const right = await authPost(t, '/email-otp/verify-email', { email, otp }, { ip, cookie: signUp.cookie });
    expect(right.status).toBe(200);
    expect(right.cookie).toMatch(/session_token/);
  });

  it('the same for reset codes: after a stranger’s guesses the owner’s new reset code sets the password', async () => {
    const email = freshEmail();
    await signUpConfirmed(t, email, 'secret-pass');
    const reset = (otp: string, ip = nextIp()) =>
      authPost(
        t,
        '/email-otp/reset-password',
        { email, otp, password: 'new-pass-1', confirmPassword: 'new-pass-1' },
        { ip },
      );
    expect((await authPost(t, '/email-otp/request-password-reset', { email })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const wrong = (await latestCode(t, email, 'reset-code')) === '000000' ? '111111' : '000000';
      statuses.push((await reset(wrong)).status);
    }
    expect(statuses).not.toContain(429);
    expect(statuses).not.toContain(200);
    expect((await authPost(t, '/email-otp/request-password-reset', { email })).status).toBe(200);
    expect((await reset(await latestCode(t, email, 'reset-code'))).status).toBe(200);
    expect((await authPost(t, '/sign-in/email', { email, password: 'new-pass-1' })).status).toBe(200);
  });

  it('bounds fresh codes per account however they are asked for, sign-ins to an unconfirmed account included', async () => {
    // Whoever set an unconfirmed account's password can sign in to it without end; each sign-in used to make a
    // fresh code with fresh attempts. Within a minute of the last code mail none is made (0038): the code stands.
    const email = freshEmail();
    await authPost(t, '/sign-up/email', { email, password: 'secret-pass', confirmPassword: 'secret-pass' });
    for (let i = 0; i < 8; i += 1) {
      const res = await authPost(t, '/sign-in/email', { email, password: 'secret-pass' });
      expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
    }
    expect(await countMails(t, email, 'verification-code')).toBe(1);
    const verified = await authPost(t, '/email-otp/verify-email', { email, otp: await latestCode(t, email) });
    expect(verified.status).toBe(200);
  });

  it('sends no confirmation code to a confirmed account, and answers as for any address', async () => {
    const email = freshEmail();
    await signUpConfirmed(t, email);
    const mailsBefore = await countMails(t, email);
    const res = await authPost(t, '/email-otp/send-verification-otp', { email, type: 'email-verification' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(await countMails(t, email)).toBe(mailsBefore);
    const unknown = await authPost(t, '/email-otp/send-verification-otp', {
      email: freshEmail(),
      type: 'email-verification',
    });
    expect(unknown.body).toEqual(res.body);
  });

  it('multiplies every maximum by RATE_LIMIT_SCALE (1 keeps the limits above)', () => {
    expect(scaledAuthRateLimits(1)).toEqual(authRateLimits);
    const scaled = scaledAuthRateLimits(20);
    for (const [path, rule] of Object.entries(authRateLimits))
      expect(scaled[path]).toEqual({ window: rule.window, max: rule.max * 20 });
  });

  it('does not let a client pick its address with a header of its own', async () => {
    const res = await t.app.http.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress: '203.0.113.9',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '10.9.9.9',
        'x-eazy2con-client-ip': '10.9.9.9',
      },
      payload: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-pass' }),
    });
    expect(res.statusCode).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const attempt = await t.app.http.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '203.0.113.10',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${i}` },
        payload: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-pass' }),
      });
      statuses.push(attempt.statusCode);
    }
    expect(statuses).toContain(429);
  });
});
