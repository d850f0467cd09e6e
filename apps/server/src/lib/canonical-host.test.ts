import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config/env';
import { users } from '../modules/accounts/accounts.schema';
import { createTestApp, nextIp, type TestApp } from '../test/test-app';

// Issue 20 §8: in production the site lives on PUBLIC_URL's host only.
const SITE = 'https://eazy2con.example';

const signUp = (t: TestApp, host: string, email: string) =>
  t.app.http.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { host, 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': nextIp() },
    payload: JSON.stringify({ email, password: 'secret-pass', confirmPassword: 'secret-pass' }),
  });

describe('a production server with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', PUBLIC_URL: `${SITE}/` } });
  });
  afterAll(() => t.close());

  it('sends a page asked on another host to the same path and query on PUBLIC_URL, setting nothing', async () => {
    for (const host of ['127.0.0.1:3000', 'localhost:3000', 'www.eazy2con.example', 'eazy2con.example:8443']) {
      const res = await t.app.http.inject({ url: '/courses?page=2', headers: { host } });
      expect(res.statusCode, host).toBe(301);
      expect(res.headers.location, host).toBe(`${SITE}/courses?page=2`);
      expect(res.headers['set-cookie'], host).toBeUndefined();
    }
  });

  it('redirects a write with 308 before it is handled: nothing is stored on the other host', async () => {
    const email = `canonical-${Date.now()}@example.com`;
    const elsewhere = await signUp(t, '127.0.0.1:3000', email);
    expect(elsewhere.statusCode).toBe(308);
    expect(elsewhere.headers.location).toBe(`${SITE}/api/auth/sign-up/email`);
    expect(elsewhere.headers['set-cookie']).toBeUndefined();
    // Nothing of it reached the database: no account for that address.
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // The same sign-up on the site's own host makes it.
    expect((await signUp(t, 'eazy2con.example', email)).statusCode).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("serves its own host, written with the scheme's default port or in capitals, and /healthz on any host", async () => {
    for (const host of ['eazy2con.example', 'eazy2con.example:443', 'EAZY2CON.example']) {
      expect((await t.app.http.inject({ url: '/healthz', headers: { host } })).statusCode, host).toBe(200);
      const res = await t.app.http.inject({ url: '/api/auth/get-session', headers: { host } });
      expect(res.statusCode, host).toBe(200);
    }
    expect((await t.app.http.inject({ url: '/healthz', headers: { host: '10.0.0.7:3000' } })).statusCode).toBe(200);
  });

  it('follows the forwarded host of a trusted proxy', async () => {
    const res = await t.app.http.inject({
      url: '/courses?x',
      headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'old.eazy2con.example' },
    });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${SITE}/courses?x`);
  });
});

describe('left alone', () => {
  it('outside production, and in production without PUBLIC_URL', async () => {
    const envs: Record<string, string>[] = [
      { NODE_ENV: 'test', PUBLIC_URL: SITE },
      { NODE_ENV: 'development', PUBLIC_URL: SITE },
      { NODE_ENV: 'production' },
    ];
    for (const env of envs) {
      const t = await createTestApp({ env });
      try {
        const res = await t.app.http.inject({ url: '/api/auth/get-session', headers: { host: '127.0.0.1:3000' } });
        expect(res.statusCode, JSON.stringify(env)).toBe(200);
      } finally {
        await t.close();
      }
    }
  });
});

describe('PUBLIC_URL at start-up', () => {
  it('refuses, in production, anything but a bare origin', () => {
    for (const bad of [`${SITE}/app`, `${SITE}/?ref=1`, `${SITE}#top`, 'https://user:pw@eazy2con.example']) {
      expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: bad }), bad).toThrow(
        /PUBLIC_URL: must be the site's own origin/,
      );
    }
  });

  it('accepts an origin with a port or a trailing slash, and leaves development as it was', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', PUBLIC_URL: 'http://127.0.0.1:3000' }).publicUrl,
    ).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', PUBLIC_URL: `${SITE}/` }).publicUrl).toBe(SITE);
    expect(loadConfig({ NODE_ENV: 'development', PUBLIC_URL: `${SITE}/app` }).publicUrl).toBe(`${SITE}/app`);
  });
});
