import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';
import { authPost, latestCode, mentorSession } from './modules/accounts/test-helpers';
import { operationLimits } from './modules/rate-limits/operation-limits';

// What a browser, or a proxy, meets in front of the server: a site served over HTTPS (PUBLIC_URL https), CORS on
// /graphql, and whose forwarded client address is believed.
const SITE = 'https://eazy2con.example';
let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: SITE } });
  adminCookie = (await mentorSession(t, 'edge-admin@example.com', { admin: true })).cookie;
});
afterAll(() => t.close());

const OUTBOX = '{ mailOutbox { items { to } } }';
const graphql = (headers: Record<string, string>, method: 'POST' | 'OPTIONS' = 'POST') =>
  t.app.http.inject({
    method,
    url: '/graphql',
    headers: method === 'POST' ? { 'content-type': 'application/json', ...headers } : headers,
    ...(method === 'POST' ? { payload: JSON.stringify({ query: OUTBOX }) } : {}),
  });

describe('served over HTTPS', () => {
  it('asks browsers to keep to HTTPS on every answer', async () => {
    for (const url of ['/healthz', '/api/auth/get-session', '/no/such/page']) {
      expect((await t.app.http.inject(url)).headers['strict-transport-security'], url).toMatch(/^max-age=31536000/);
    }
    expect((await graphql({})).headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });

  it('sets the session cookie Secure (and __Secure- prefixed) and HttpOnly', async () => {
    const email = `edge-cookie-${Date.now()}@example.com`;
    const signUp = await authPost(t, '/sign-up/email', {
      email,
      password: 'secret-pass',
      confirmPassword: 'secret-pass',
    });
    const verified = await authPost(
      t,
      '/email-otp/verify-email',
      { email, otp: await latestCode(t, email) },
      { cookie: signUp.cookie },
    );
    const session = verified.setCookies.find((c) => c.includes('session_token='));
    expect(session).toMatch(/^__Secure-eazy2con\.session_token=/);
    expect(session).toMatch(/;\s*Secure/i);
    expect(session).toMatch(/;\s*HttpOnly/i);
  });
});

describe('CORS on /graphql', () => {
  it("lets the site's own origin read answers made with the cookie", async () => {
    const res = await graphql({ origin: SITE, cookie: adminCookie });
    expect(res.headers['access-control-allow-origin']).toBe(SITE);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers.vary).toMatch(/\bOrigin\b/);
    expect(res.json<{ data: { mailOutbox: unknown } }>().data.mailOutbox).toBeTruthy();
  });

  it("does not let another site, or an opaque 'null' origin, read the admin's answers", async () => {
    for (const origin of ['https://evil.example', 'null', 'http://eazy2con.example']) {
      const res = await graphql({ origin, cookie: adminCookie });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(res.headers['access-control-allow-credentials'], origin).toBeUndefined();
      expect(res.headers.vary, origin).toMatch(/\bOrigin\b/);
    }
  });

  it('answers a preflight from the site, and refuses one from elsewhere', async () => {
    const preflight = { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' };
    const own = await graphql({ origin: SITE, ...preflight }, 'OPTIONS');
    expect(own.statusCode).toBe(204);
    expect(own.headers).toMatchObject({
      'access-control-allow-origin': SITE,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST',
      'access-control-allow-headers': 'content-type',
      'access-control-max-age': '600',
    });
    for (const origin of ['https://evil.example', 'null']) {
      const other = await graphql({ origin, ...preflight }, 'OPTIONS');
      expect(other.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(other.headers['access-control-allow-methods'], origin).toBeUndefined();
    }
  });
});

describe('the client address behind proxies (TRUST_PROXY, loopback by default)', () => {
  const CONTACT = 'mutation ($input: CreateContactUsInput!) { createContactUs(input: $input) { id } }';
  const input = {
    fullName: 'Ngozi Adebayo',
    email: 'ngozi@example.com',
    message: 'I would like a mentor for my whole team.',
  };
  const contactFrom = async (remoteAddress: string, forwardedFor: string) => {
    const res = await t.app.http.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify({ query: CONTACT, variables: { input } }),
    });
    return res.json<{ errors?: { extensions?: { code?: string } }[] }>().errors?.[0]?.extensions?.code ?? 'ok';
  };
  const max = operationLimits.createContactUs.max;

  it('ignores X-Forwarded-For from a machine on a private network: it is not a configured proxy', async () => {
    const codes: string[] = [];
    for (let i = 0; i <= max; i += 1) codes.push(await contactFrom('10.0.0.5', `198.19.8.${i + 1}`));
    expect(codes.slice(0, max).every((c) => c === 'ok')).toBe(true);
    expect(codes.at(-1)).toBe('RATE_LIMITED');
  });

  it('believes a proxy on this machine', async () => {
    const codes: string[] = [];
    for (let i = 0; i <= max; i += 1) codes.push(await contactFrom('127.0.0.1', `198.19.9.${i + 1}`));
    expect(codes.every((c) => c === 'ok')).toBe(true);
  });
});
