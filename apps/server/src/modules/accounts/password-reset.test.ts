import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from './accounts.schema';
import { CODE_ATTEMPTS } from './auth';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { authPost, countMails, latestCode, signUpConfirmed } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const freshEmail = () => `reset${++n}-${Date.now()}@example.com`;

describe('forgot password (code by mail)', () => {
  it('mails a reset code, sets the new password with it, and signs out existing sessions', async () => {
    const email = freshEmail();
    const oldSession = await signUpConfirmed(t, email, 'old-password');
    const ip = nextIp();
    const requested = await authPost(t, '/email-otp/request-password-reset', { email }, { ip });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ success: true });
    const code = await latestCode(t, email, 'reset-code');

    const reset = await authPost(
      t,
      '/email-otp/reset-password',
      { email, otp: code, password: 'new-password', confirmPassword: 'new-password' },
      { ip },
    );
    expect(reset.status).toBe(200);
    expect((await authPost(t, '/sign-in/email', { email, password: 'old-password' })).status).toBe(401);
    expect((await authPost(t, '/sign-in/email', { email, password: 'new-password' })).status).toBe(200);
    const me = await t.gql<{ me: { role: string } }>('{ me { role } }', {}, { cookie: oldSession });
    expect(me.data?.me.role).toBe('VISITOR');
    // The code was used up.
    const again = await authPost(t, '/email-otp/reset-password', {
      email,
      otp: code,
      password: 'third-password',
      confirmPassword: 'third-password',
    });
    expect(again.status).toBe(400);
  });

  it('answers an unknown email exactly like a known one, and mails nothing', async () => {
    const known = freshEmail();
    await signUpConfirmed(t, known, 'old-password');
    const unknown = freshEmail();
    const a = await authPost(t, '/email-otp/request-password-reset', { email: known });
    const b = await authPost(t, '/email-otp/request-password-reset', { email: unknown });
    expect(b.status).toBe(a.status);
    expect(b.body).toEqual(a.body);
    expect(await countMails(t, unknown)).toBe(0);
    // Guessing codes for an unknown email gets the same refusal as a wrong code.
    const guess = await authPost(t, '/email-otp/reset-password', {
      email: unknown,
      otp: '123456',
      password: 'new-password',
      confirmPassword: 'new-password',
    });
    const realCode = await latestCode(t, known, 'reset-code');
    const wrongCode = String((Number(realCode) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await authPost(t, '/email-otp/reset-password', {
      email: known,
      otp: wrongCode,
      password: 'new-password',
      confirmPassword: 'new-password',
    });
    expect(guess.status).toBe(wrong.status);
    expect(guess.body).toEqual(wrong.body);
  });

  const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const resetWith = (email: string, otp: string, ip = nextIp()) =>
    authPost(
      t,
      '/email-otp/reset-password',
      { email, otp, password: 'new-password', confirmPassword: 'new-password' },
      { ip },
    );

  it('refuses an expired reset code, and the password stays the same', async () => {
    const email = freshEmail();
    await signUpConfirmed(t, email, 'old-password');
    await authPost(t, '/email-otp/request-password-reset', { email });
    const code = await latestCode(t, email, 'reset-code');
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `%${email}`));
    const res = await resetWith(email, code);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('OTP_EXPIRED');
    expect((await authPost(t, '/sign-in/email', { email, password: 'old-password' })).status).toBe(200);
  });

  it('kills a reset code after CODE_ATTEMPTS wrong attempts from everyone, even for the right code (0038)', async () => {
    const email = freshEmail();
    await signUpConfirmed(t, email, 'old-password');
    await authPost(t, '/email-otp/request-password-reset', { email });
    const code = await latestCode(t, email, 'reset-code');
    // From changing addresses (each has 5 tries per code): the code survives until CODE_ATTEMPTS in all.
    for (let i = 0; i < CODE_ATTEMPTS; i += 1)
      expect((await resetWith(email, wrongOf(code))).body.code).toBe('INVALID_OTP');
    const blocked = await resetWith(email, code);
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect((await authPost(t, '/sign-in/email', { email, password: 'old-password' })).status).toBe(200);
  });

  it('limits code checks per client address (10 a minute)', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    // A different (unknown) account each time, so only the per-address limit can refuse.
    for (let i = 0; i < 11; i += 1) statuses.push((await resetWith(freshEmail(), '123456', ip)).status);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: 'x' }, 'Email is not valid'],
  ])('refuses the email step %j with "%s"', async (body, message) => {
    const res = await authPost(t, '/email-otp/request-password-reset', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    [{ password: 'new-password', confirmPassword: 'new-password' }, 'Code is required'],
    [{ otp: '123456', confirmPassword: 'new-password' }, 'Password is required'],
    [{ otp: '123456', password: 'new-password' }, 'Please confirm Password'],
    [{ otp: '123456', password: 'new-password', confirmPassword: 'new-passw0rd' }, 'Passwords must match'],
    [{ otp: '123456', password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
  ])('refuses the code step %j with "%s"', async (body, message) => {
    const res = await authPost(t, '/email-otp/reset-password', { email: 'someone@example.com', ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('has no link-based reset or code sign-in endpoints', async () => {
    for (const path of [
      '/request-password-reset',
      '/sign-in/email-otp',
      '/forget-password/email-otp',
      '/verify-email',
    ]) {
      expect((await authPost(t, path, { email: 'someone@example.com', otp: '123456' })).status, path).toBe(404);
    }
  });
});
