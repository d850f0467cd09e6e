import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authPost, signUpConfirmed } from './test-helpers';

/** Behind HTTPS (PUBLIC_URL https://…) the cookies only travel over HTTPS. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://eazy2con.example' } });
});
afterAll(() => t.close());

describe('cookies when PUBLIC_URL is https', () => {
  it('marks the session cookie Secure, with the __Secure- prefix, and the session works', async () => {
    const email = `secure-${Date.now()}@example.com`;
    await signUpConfirmed(t, email, 'secret-pass');
    const res = await authPost(t, '/sign-in/email', { email, password: 'secret-pass' });
    expect(res.status).toBe(200);
    const session = res.setCookies.find((c) => c.startsWith('__Secure-eazy2con.session_token='));
    expect(session).toBeDefined();
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(res.setCookies.every((c) => /;\s*Secure/i.test(c))).toBe(true);
    const me = await t.gql<{ me: { role: string; email: string } }>(
      '{ me { role email } }',
      {},
      { cookie: res.cookie },
    );
    expect(me.data?.me).toEqual({ role: 'USER', email });
  });

  it('marks the sign-up cookie (the password held for the confirmation) Secure too', async () => {
    const email = `secure-signup-${Date.now()}@example.com`;
    const res = await authPost(t, '/sign-up/email', { email, password: 'secret-pass', confirmPassword: 'secret-pass' });
    const held = res.setCookies.find((c) => c.startsWith('__Secure-eazy2con.sign_up='));
    expect(held).toMatch(/;\s*Secure/i);
    expect(held).toMatch(/HttpOnly/i);
  });
});
