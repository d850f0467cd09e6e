import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { accounts, sessions, users } from './accounts.schema';
import { ageCode, authPost, countMails, latestCode } from './test-helpers';

/**
 * Account pre-hijack: a stranger signs up someone's address first, with a password of their own, and waits for the
 * owner to confirm the account. Each "browser" below is its own client address and cookie jar.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const victimEmail = () => `victim${++n}-${Date.now()}@example.com`;
const ATTACKER = 'attacker-pass-1';
const VICTIM = 'victims-own-pass';
const ME = '{ me { role email emailVerified } }';

const signUp = (email: string, password: string, ip = nextIp()) =>
  authPost(t, '/sign-up/email', { email, password, confirmPassword: password }, { ip });
const signInStatus = async (email: string, password: string) =>
  (await authPost(t, '/sign-in/email', { email, password })).status;

describe('account pre-hijack', () => {
  it('the exact sequence: the victim confirms, then only the victim’s password signs in', async () => {
    const email = victimEmail();
    // The attacker signs up the victim's address with the attacker's password; the account stays unconfirmed.
    expect((await signUp(email, ATTACKER)).status).toBe(200);
    // Later the victim signs up the same address with their own password and gets the code by mail.
    const ip = nextIp();
    const victim = await signUp(email, VICTIM, ip);
    expect(victim.status).toBe(200);
    const verified = await authPost(
      t,
      '/email-otp/verify-email',
      { email, otp: await latestCode(t, email) },
      { ip, cookie: victim.cookie },
    );
    expect(verified.status).toBe(200);
    const me = await t.gql<{ me: { role: string; emailVerified: boolean } }>(ME, {}, { cookie: verified.cookie });
    expect(me.data?.me).toMatchObject({ role: 'USER', email, emailVerified: true });
    // Afterwards: the victim's password signs in, the attacker's does not.
    expect(await signInStatus(email, VICTIM)).toBe(200);
    expect(await signInStatus(email, ATTACKER)).toBe(401);
  });

  it('the three-step variant: a code confirmed in a browser that set no password activates no password', async () => {
    const email = victimEmail();
    // Attacker, victim, attacker again: the last sign-up (the account's current password) is the attacker's.
    await signUp(email, ATTACKER);
    await signUp(email, VICTIM);
    await signUp(email, ATTACKER);
    // The victim types the mailed code on another device, which holds no sign-up of theirs.
    const verified = await authPost(t, '/email-otp/verify-email', { email, otp: await latestCode(t, email) });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ status: true, choosePassword: true });
    // Confirmed, but not signed in: nobody has proven a password in this browser.
    expect(verified.cookie).not.toMatch(/session_token/);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
    expect(
      await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? '')),
    ).toEqual([]);
    expect(await signInStatus(email, ATTACKER)).toBe(401);
    expect(await signInStatus(email, VICTIM)).toBe(401);
    // The person chooses a password with the reset flow (a code to the same mailbox); only that one signs in.
    expect((await authPost(t, '/email-otp/request-password-reset', { email })).status).toBe(200);
    const chosen = 'chosen-after-confirm';
    const reset = await authPost(t, '/email-otp/reset-password', {
      email,
      otp: await latestCode(t, email, 'reset-code'),
      password: chosen,
      confirmPassword: chosen,
    });
    expect(reset.status).toBe(200);
    expect(await signInStatus(email, chosen)).toBe(200);
    expect(await signInStatus(email, ATTACKER)).toBe(401);
  });

  it('the same after the victim’s own sign-up alone: a browser that set nothing is asked to choose', async () => {
    const email = victimEmail();
    await signUp(email, VICTIM);
    const verified = await authPost(t, '/email-otp/verify-email', { email, otp: await latestCode(t, email) });
    expect(verified.body).toEqual({ status: true, choosePassword: true });
    expect(await signInStatus(email, VICTIM)).toBe(401);
  });

  it('an attacker signing up again after the victim, before the confirmation, does not win', async () => {
    const email = victimEmail();
    await signUp(email, ATTACKER);
    const ip = nextIp();
    const victim = await signUp(email, VICTIM, ip);
    // The attacker tries again, so the last sign-up is theirs; the fresh code still goes to the owner's mailbox.
    const codesBefore = await countMails(t, email, 'verification-code');
    await ageCode(t, email, 61); // a minute on, so the repeat sign-up mails a new code (0038)
    expect((await signUp(email, ATTACKER)).status).toBe(200);
    await expect.poll(() => countMails(t, email, 'verification-code')).toBe(codesBefore + 1);
    // The victim confirms in their browser with the newest code: the password the victim gave there is the one.
    const verified = await authPost(
      t,
      '/email-otp/verify-email',
      { email, otp: await latestCode(t, email) },
      { ip, cookie: victim.cookie },
    );
    expect(verified.status).toBe(200);
    expect(await signInStatus(email, VICTIM)).toBe(200);
    expect(await signInStatus(email, ATTACKER)).toBe(401);
  });

  it('a sign-in to the unconfirmed account holds the password it proved, against a later sign-up', async () => {
    const email = victimEmail();
    await signUp(email, VICTIM);
    // Days later the owner signs in: the address is unconfirmed, so a code is mailed and the confirm dialog opens.
    const ip = nextIp();
    const signIn = await authPost(t, '/sign-in/email', { email, password: VICTIM }, { ip });
    expect(signIn.body.code).toBe('EMAIL_NOT_VERIFIED');
    await signUp(email, ATTACKER);
    const verified = await authPost(
      t,
      '/email-otp/verify-email',
      { email, otp: await latestCode(t, email) },
      { ip, cookie: signIn.cookie },
    );
    expect(verified.status).toBe(200);
    expect(await signInStatus(email, VICTIM)).toBe(200);
    expect(await signInStatus(email, ATTACKER)).toBe(401);
  });

  it('a held password serves only the address it was given for', async () => {
    const other = victimEmail();
    const email = victimEmail();
    const ip = nextIp();
    const elsewhere = await signUp(other, ATTACKER, ip);
    await signUp(email, VICTIM);
    // A browser that signed up another address with the attacker's password confirms this one (with its code).
    const verified = await authPost(
      t,
      '/email-otp/verify-email',
      { email, otp: await latestCode(t, email) },
      { ip, cookie: elsewhere.cookie },
    );
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ status: true, choosePassword: true });
    expect(await signInStatus(email, VICTIM)).toBe(401);
    expect(await signInStatus(email, ATTACKER)).toBe(401);
  });

  it('does not change a confirmed account’s password on a repeat sign-up', async () => {
    const email = victimEmail();
    const ip = nextIp();
    const first = await signUp(email, VICTIM, ip);
    await authPost(
      t,
      '/email-otp/verify-email',
      { email, otp: await latestCode(t, email) },
      { ip, cookie: first.cookie },
    );
    expect((await signUp(email, ATTACKER)).status).toBe(200);
    expect(await signInStatus(email, VICTIM)).toBe(200);
    expect(await signInStatus(email, ATTACKER)).toBe(401);
  });

  it('confirming ends every other session and removes sign-in links made while unconfirmed', async () => {
    const email = victimEmail();
    await signUp(email, ATTACKER);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error('no account');
    // What a Google sign-in whose provider did not vouch for the address leaves behind: a link and a session.
    const ctx = await t.app.services.auth.$context;
    const early = await ctx.internalAdapter.createSession(user.id);
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'google',
      accountId: 'google-account-of-the-attacker',
    });
    const ip = nextIp();
    const victim = await signUp(email, VICTIM, ip);
    const verified = await authPost(
      t,
      '/email-otp/verify-email',
      { email, otp: await latestCode(t, email) },
      { ip, cookie: victim.cookie },
    );
    expect(verified.status).toBe(200);
    const left = await t.database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);
    expect(left[0]?.token).not.toBe(early.token);
    expect((await t.gql<{ me: { role: string } }>(ME, {}, { cookie: verified.cookie })).data?.me.role).toBe('USER');
    const google = await t.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'google')));
    expect(google).toEqual([]);
  });
});
