import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { users, verifications } from './accounts.schema';
import { ageCode, authPost, countMails, latestCode, signIn, signUpConfirmed } from './test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ME = '{ me { role isAuthenticated sub email emailVerified mentor { id } } }';
type Me = {
  me: {
    role: string;
    isAuthenticated: boolean;
    sub: string | null;
    email: string | null;
    mentor: null | { id: string };
  };
};

let n = 0;
const freshEmail = () => `person${++n}-${Date.now()}@example.com`;

describe('sign-up, confirmation code, sign-in', () => {
  it('signs up, mails a 6-digit code, confirms it (signed in at once), signs out and in again', async () => {
    const email = freshEmail();
    const ip = nextIp();
    const signUp = await authPost(
      t,
      '/sign-up/email',
      { email, password: 'secret-pass', confirmPassword: 'secret-pass' },
      { ip },
    );
    expect(signUp.status).toBe(200);
    expect(signUp.cookie).not.toMatch(/session_token/); // no session before the address is confirmed
    const code = await latestCode(t, email);
    expect(code).toMatch(/^\d{6}$/);

    // Confirmed in the browser that signed up (it holds the password it set, sign-up-password.ts).
    const verified = await authPost(t, '/email-otp/verify-email', { email, otp: code }, { ip, cookie: signUp.cookie });
    expect(verified.status).toBe(200);
    expect(verified.cookie).toContain('eazy2con.session_token=');
    const me = await t.gql<Me>(ME, {}, { cookie: verified.cookie });
    expect(me.data?.me).toMatchObject({
      role: 'USER',
      isAuthenticated: true,
      email,
      emailVerified: true,
      mentor: null,
    });
    expect(me.data?.me.sub).toBeTruthy();

    const out = await authPost(t, '/sign-out', {}, { cookie: verified.cookie });
    expect(out.status).toBe(200);
    const after = await t.gql<Me>(ME, {}, { cookie: verified.cookie });
    expect(after.data?.me).toMatchObject({ role: 'VISITOR', isAuthenticated: false, sub: null, email: null });

    const cookie = await signIn(t, email.toUpperCase(), 'secret-pass');
    expect((await t.gql<Me>(ME, {}, { cookie })).data?.me.role).toBe('USER');
  });

  it('sets httpOnly, SameSite=Lax session cookies (not Secure on http)', async () => {
    const email = freshEmail();
    await signUpConfirmed(t, email, 'secret-pass');
    const res = await authPost(t, '/sign-in/email', { email, password: 'secret-pass' });
    const session = res.setCookies.find((c) => c.startsWith('eazy2con.session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
    expect(res.setCookies.some((c) => c.startsWith('__Secure-'))).toBe(false);
  });

  it('keeps the session token out of every JSON answer: only the httpOnly cookie carries it', async () => {
    const email = freshEmail();
    const ip = nextIp();
    const signUp = await authPost(
      t,
      '/sign-up/email',
      { email, password: 'secret-pass', confirmPassword: 'secret-pass' },
      { ip },
    );
    const otp = await latestCode(t, email);
    const verified = await authPost(t, '/email-otp/verify-email', { email, otp }, { ip, cookie: signUp.cookie });
    const signedIn = await authPost(t, '/sign-in/email', { email, password: 'secret-pass' });
    const session = await t.app.http.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: signedIn.cookie },
    });
    // The token is the part of the signed cookie value before the signature.
    const tokenOf = (cookie: string) =>
      decodeURIComponent(/session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0] ?? '';
    const tokens = [tokenOf(verified.cookie), tokenOf(signedIn.cookie)];
    expect(tokens.every((token) => token.length >= 16)).toBe(true);
    for (const body of [
      JSON.stringify(signUp.body),
      JSON.stringify(verified.body),
      JSON.stringify(signedIn.body),
      session.body,
    ]) {
      expect(body).not.toMatch(/"token"/);
      for (const token of tokens) expect(body).not.toContain(token);
    }
    expect(verified.body).toMatchObject({ status: true, user: { email } });
    expect(signedIn.body).toMatchObject({ user: { email } });
    expect(session.json<{ user: { email: string }; session: { userId: string } }>()).toMatchObject({ user: { email } });
    expect(session.headers['content-length']).toBe(String(Buffer.byteLength(session.body)));
  });

  it('refuses requests carrying the session cookie from another site (CSRF), accepts the 127.0.0.1 spelling', async () => {
    const email = freshEmail();
    const cookie = await signUpConfirmed(t, email, 'secret-pass');
    const signOut = (origin: string) =>
      t.app.http.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { 'content-type': 'application/json', origin, cookie, 'x-forwarded-for': nextIp() },
        payload: '{}',
      });
    expect((await signOut('https://evil.example')).statusCode).toBe(403);
    expect((await t.gql<Me>(ME, {}, { cookie })).data?.me.role).toBe('USER');
    expect((await signOut(t.config.publicUrl.replace('localhost', '127.0.0.1'))).statusCode).toBe(200);
    expect((await t.gql<Me>(ME, {}, { cookie })).data?.me.role).toBe('VISITOR');
  });

  it.each([
    [{ password: 'secret-pass', confirmPassword: 'secret-pass' }, 'Email is required'],
    [{ email: '  ', password: 'secret-pass', confirmPassword: 'secret-pass' }, 'Email is required'],
    [{ email: 'no-at-sign', password: 'secret-pass', confirmPassword: 'secret-pass' }, 'Email is not valid'],
    [{ email: 'a@example.com', confirmPassword: 'secret-pass' }, 'Password is required'],
    [{ email: 'a@example.com', password: 'secret-pass' }, 'Please confirm Password'],
    [{ email: 'a@example.com', password: 'secret-pass', confirmPassword: 'other-pass' }, 'Passwords must match'],
    [{ email: 'a@example.com', password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
  ])('refuses sign-up %j with "%s" and creates nothing', async (body, message) => {
    const res = await authPost(t, '/sign-up/email', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', message });
    expect(await t.database.db.select().from(users).where(like(users.email, 'a@example.com'))).toHaveLength(0);
  });

  it('answers a second sign-up with the same email like a first one (no account enumeration)', async () => {
    const email = freshEmail();
    await signUpConfirmed(t, email, 'secret-pass');
    const again = await authPost(t, '/sign-up/email', {
      email,
      password: 'another-pass',
      confirmPassword: 'another-pass',
    });
    expect(again.status).toBe(200);
    expect(Object.keys(again.body).sort()).toEqual(['user']);
    // The existing account keeps its password.
    expect((await authPost(t, '/sign-in/email', { email, password: 'another-pass' })).status).toBe(401);
    expect((await authPost(t, '/sign-in/email', { email, password: 'secret-pass' })).status).toBe(200);
    // The owner is told by mail what to do instead; no code is sent to a confirmed account.
    await expect.poll(() => countMails(t, email, 'account-exists')).toBe(1);
    expect(await countMails(t, email, 'verification-code')).toBe(1);
  });

  it('mails a fresh code when an unconfirmed account signs up again, so the confirm dialog works', async () => {
    const email = freshEmail();
    await authPost(t, '/sign-up/email', { email, password: 'secret-pass', confirmPassword: 'secret-pass' });
    const first = await latestCode(t, email);
    await ageCode(t, email, 61); // within the minute the first code stands and nothing more is mailed (0038)
    const again = await authPost(t, '/sign-up/email', {
      email,
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
    });
    await expect.poll(() => countMails(t, email, 'verification-code')).toBe(2);
    const second = await latestCode(t, email);
    const verified = await authPost(t, '/email-otp/verify-email', { email, otp: second }, { cookie: again.cookie });
    expect(verified.status).toBe(200);
    expect(verified.cookie).not.toBe('');
    expect(await countMails(t, email, 'account-exists')).toBe(0);
    expect(first).toMatch(/^\d{6}$/);
  });

  it.each([
    [{ password: 'x' }, 'Email is required'],
    [{ email: 'a@example.com' }, 'Password is required'],
  ])('refuses sign-in %j with "%s"', async (body, message) => {
    const res = await authPost(t, '/sign-in/email', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const email = freshEmail();
    await signUpConfirmed(t, email, 'secret-pass');
    const wrong = await authPost(t, '/sign-in/email', { email, password: 'wrong-pass' });
    const unknown = await authPost(t, '/sign-in/email', { email: freshEmail(), password: 'wrong-pass' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
  });

  it('refuses sign-in to an unconfirmed account with EMAIL_NOT_VERIFIED and mails a fresh code', async () => {
    const email = freshEmail();
    await authPost(t, '/sign-up/email', { email, password: 'secret-pass', confirmPassword: 'secret-pass' });
    expect(await countMails(t, email, 'verification-code')).toBe(1);
    await ageCode(t, email, 61);
    const res = await authPost(t, '/sign-in/email', { email, password: 'secret-pass' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(res.cookie).not.toMatch(/session_token/);
    expect(await countMails(t, email, 'verification-code')).toBe(2);
  });

  it('resends a code on request ("Confirm message sent!"), and the new code confirms', async () => {
    const email = freshEmail();
    const ip = nextIp();
    await authPost(t, '/sign-up/email', { email, password: 'secret-pass', confirmPassword: 'secret-pass' }, { ip });
    await ageCode(t, email, 61);
    const resend = await authPost(t, '/email-otp/send-verification-otp', { email, type: 'email-verification' }, { ip });
    expect(resend.status).toBe(200);
    expect(await countMails(t, email, 'verification-code')).toBe(2);
    const verified = await authPost(t, '/email-otp/verify-email', { email, otp: await latestCode(t, email) }, { ip });
    expect(verified.status).toBe(200);
  });

  it('does not send other kinds of code through the resend endpoint', async () => {
    const res = await authPost(t, '/email-otp/send-verification-otp', { email: freshEmail(), type: 'sign-in' });
    expect(res.status).toBe(400);
  });
});

describe('confirmation codes', () => {
  async function pending() {
    const email = freshEmail();
    await authPost(t, '/sign-up/email', { email, password: 'secret-pass', confirmPassword: 'secret-pass' });
    return { email, code: await latestCode(t, email) };
  }
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it.each([
    [{}, 'Code is required'],
    [{ otp: '' }, 'Code is required'],
    [{ otp: '12ab56' }, 'Enter the 6-digit code from the mail'],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await authPost(t, '/email-otp/verify-email', { email: 'a@example.com', ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a wrong code, and the right one still works afterwards', async () => {
    const { email, code } = await pending();
    const ip = nextIp();
    const wrong = await authPost(t, '/email-otp/verify-email', { email, otp: wrongCode(code) }, { ip });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_OTP');
    expect((await authPost(t, '/email-otp/verify-email', { email, otp: code }, { ip })).status).toBe(200);
  });

  it('limits confirmation-code checks per client address (10 a minute)', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await authPost(t, '/email-otp/verify-email', { email: freshEmail(), otp: '123456' }, { ip })).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses an expired code', async () => {
    const { email, code } = await pending();
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `%${email}`));
    const res = await authPost(t, '/email-otp/verify-email', { email, otp: code });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('OTP_EXPIRED');
  });

  it('stores codes hashed, never as typed', async () => {
    const { email, code } = await pending();
    const rows = await t.database.db
      .select()
      .from(verifications)
      .where(like(verifications.identifier, `%${email}`));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.value).not.toContain(code);
  });
});
