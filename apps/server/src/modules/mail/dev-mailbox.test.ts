import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authPost, latestCode, mentorSession } from '../accounts/test-helpers';

let t: TestApp;
let adminCookie: string;
let userEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await mentorSession(t, 'mailbox-admin@example.com', { admin: true })).cookie;
  userEmail = `mailbox-${Date.now()}@example.com`;
  await authPost(t, '/sign-up/email', { email: userEmail, password: 'secret-pass', confirmPassword: 'secret-pass' });
});
afterAll(() => t.close());

const get = (url: string, opts: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.http.inject({ method: 'GET', url, ...opts });

describe('/dev/mailbox without SMTP_URL', () => {
  it('holds mail instead of sending it', async () => {
    const page = await t.app.services.mail.list({ to: userEmail });
    expect(page.items.map((m) => m.status)).toEqual(['held']);
  });

  it('shows held mail, codes included, to a client on this machine', async () => {
    const code = await latestCode(t, userEmail);
    const json = await get(`/dev/mailbox.json?to=${encodeURIComponent(userEmail)}`);
    expect(json.statusCode).toBe(200);
    expect(json.headers['cache-control']).toBe('no-store');
    const body = json.json<{ items: { to: string; template: string; subject: string; text: string; data: { code: string } }[] }>();
    expect(body.items[0]).toMatchObject({ to: userEmail, template: 'verification-code', data: { code } });
    expect(body.items[0]?.text).toContain(code);

    const page = await get('/dev/mailbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain(code);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");

    const id = (await t.app.services.mail.list({ to: userEmail })).items[0]?.id ?? '';
    const one = await get(`/dev/mailbox/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain(code);
  });

  it('refuses a remote client, also one claiming to be local through X-Forwarded-For', async () => {
    for (const opts of [
      { remoteAddress: '203.0.113.7' },
      { remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } },
    ]) {
      const res = await get('/dev/mailbox.json', opts);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('verification-code');
      expect((await get('/dev/mailbox', opts)).statusCode).toBe(403);
    }
  });

  it('refuses a remote client reaching it through a local reverse proxy', async () => {
    const res = await get('/dev/mailbox.json', { headers: { 'x-forwarded-for': '203.0.113.8' } });
    expect(res.statusCode).toBe(403);
  });

  it('shows it to a signed-in admin anywhere, but not to other signed-in people', async () => {
    const remote = { remoteAddress: '203.0.113.7' };
    const admin = await get('/dev/mailbox.json', { ...remote, headers: { cookie: adminCookie } });
    expect(admin.statusCode).toBe(200);
    const mentor = await mentorSession(t, `mailbox-mentor-${Date.now()}@example.com`);
    expect((await get('/dev/mailbox.json', { ...remote, headers: { cookie: mentor.cookie } })).statusCode).toBe(403);
  });
});
