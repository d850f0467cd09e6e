import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { authPost, latestCode, mentorSession } from '../accounts/test-helpers';

/** What a proxy in front of the server may add; any one of them means the request did not come straight here. */
const FORWARDING_HEADERS: Record<string, string>[] = [
  { 'x-forwarded-for': '127.0.0.1' },
  { forwarded: 'for=127.0.0.1' },
  { 'x-real-ip': '127.0.0.1' },
  { 'x-forwarded-host': 'localhost' },
  { 'x-forwarded-proto': 'http' },
  { 'x-forwarded-port': '3000' },
  { via: '1.1 nginx' },
  // Proxy families a deny-list missed (issue 26): the mailbox now takes only the headers a browser sends.
  { 'x-envoy-external-address': '127.0.0.1' },
  { 'client-ip': '127.0.0.1' },
  { 'x-proxyuser-ip': '127.0.0.1' },
  { 'x-original-forwarded-for': '127.0.0.1' },
  { 'x-anything-new': '1' },
];

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
    const body = json.json<{
      items: { to: string; template: string; subject: string; text: string; data: { code: string } }[];
    }>();
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

  it('refuses a loopback request that carries any forwarding header, or was addressed to another host name', async () => {
    for (const headers of FORWARDING_HEADERS) {
      expect((await get('/dev/mailbox.json', { headers })).statusCode, JSON.stringify(headers)).toBe(403);
    }
    // A proxy on this machine that passes the public host name on, or another site's page through DNS rebinding.
    expect((await get('/dev/mailbox.json', { headers: { host: 'eazy2con.example' } })).statusCode).toBe(403);
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
      expect((await get('/dev/mailbox.json', { headers: { host } })).statusCode, host).toBe(200);
    }
    // What Chromium sends by itself is a browser's request.
    const chromium = {
      accept: 'text/html',
      'accept-language': 'en-NG,en;q=0.9',
      'sec-fetch-mode': 'navigate',
      'sec-ch-ua-platform': '"Linux"',
      'upgrade-insecure-requests': '1',
    };
    expect((await get('/dev/mailbox.json', { headers: chromium })).statusCode).toBe(200);
  });

  it('lets through only the Sec- headers browsers send, not any Sec-* a proxy or a script adds (issue 34)', async () => {
    const browser = {
      'sec-fetch-site': 'none',
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'document',
      'sec-fetch-user': '?1',
      'sec-ch-ua': '"Chromium";v="142"',
      'sec-ch-ua-mobile': '?0',
      'sec-ch-ua-platform': '"Linux"',
      'sec-ch-ua-full-version-list': '"Chromium";v="142.0.0.0"',
      'sec-ch-prefers-color-scheme': 'dark',
      'sec-gpc': '1',
      'sec-purpose': 'prefetch',
    };
    expect((await get('/dev/mailbox.json', { headers: browser })).statusCode).toBe(200);
    for (const name of ['sec-forwarded-for', 'sec-real-ip', 'sec-x-client', 'sec-ch-forwarded', 'sec-websocket-key']) {
      const res = await get('/dev/mailbox.json', { headers: { ...browser, [name]: '203.0.113.8' } });
      expect(res.statusCode, name).toBe(403);
    }
  });

  it("lists a held mail's attachments and serves each as a download, to this machine only", async () => {
    const invite = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n';
    const row = await t.app.services.mail.send({
      to: 'invite@example.com',
      template: 'admin-custom',
      data: { subject: 'invite', message: 'x' },
      attachments: [
        { filename: 'call.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: invite },
      ],
    });
    const json = (await get('/dev/mailbox.json?to=invite@example.com')).json<{ items: { attachments: unknown[] }[] }>();
    const url = `/dev/mailbox/${row.id}/attachments/0`;
    expect(json.items[0]?.attachments).toEqual([
      { filename: 'call.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', size: invite.length, url },
    ]);
    expect((await get('/dev/mailbox')).body).toContain(`<a href="${url}">call.ics</a>`);

    const file = await get(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(file.headers['content-disposition']).toBe('attachment; filename="call.ics"');
    expect(file.body).toBe(invite);
    expect((await get(`/dev/mailbox/${row.id}/attachments/1`)).statusCode).toBe(404);
    expect((await get(`/dev/mailbox/${row.id}/attachments/x`)).statusCode).toBe(404);
    expect((await get(url, { remoteAddress: '203.0.113.7' })).statusCode).toBe(403);

    const OUTBOX =
      'query { mailOutbox(to: "invite@example.com") { items { attachments { filename contentType size content encoding } } } }';
    const res = await t.gql<{ mailOutbox: { items: { attachments: unknown[] }[] } }>(
      OUTBOX,
      {},
      { cookie: adminCookie },
    );
    expect(res.data?.mailOutbox.items[0]?.attachments).toEqual([
      {
        filename: 'call.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        size: invite.length,
        content: invite,
        encoding: 'utf8',
      },
    ]);
  });

  it('shows it to a signed-in admin anywhere, but not to other signed-in people', async () => {
    const remote = { remoteAddress: '203.0.113.7' };
    const admin = await get('/dev/mailbox.json', { ...remote, headers: { cookie: adminCookie } });
    expect(admin.statusCode).toBe(200);
    const mentor = await mentorSession(t, `mailbox-mentor-${Date.now()}@example.com`);
    expect((await get('/dev/mailbox.json', { ...remote, headers: { cookie: mentor.cookie } })).statusCode).toBe(403);
  });
});

describe('/dev/mailbox in production', () => {
  describe('without DEV_MAILBOX', () => {
    let prod: TestApp;
    beforeAll(async () => {
      prod = await createTestApp({ env: { NODE_ENV: 'production' } });
    });
    afterAll(() => prod.close());

    it('does not exist, not even for this machine', async () => {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json'])
        expect((await prod.app.http.inject(url)).statusCode, url).toBe(404);
    });

    it('a signed-in admin reads held mail, codes included, in the outbox', async () => {
      const admin = await mentorSession(prod, 'outbox-admin@example.com', { admin: true });
      const email = `outbox-reader-${Date.now()}@example.com`;
      await authPost(prod, '/sign-up/email', { email, password: 'secret-pass', confirmPassword: 'secret-pass' });
      const code = await latestCode(prod, email);
      const OUTBOX = 'query ($to: String) { mailOutbox(to: $to) { items { to template status text } } }';
      const res = await prod.gql<{ mailOutbox: { items: { to: string; status: string; text: string | null }[] } }>(
        OUTBOX,
        { to: email },
        { cookie: admin.cookie },
      );
      expect(res.data?.mailOutbox.items[0]).toMatchObject({ to: email, status: 'HELD' });
      expect(res.data?.mailOutbox.items[0]?.text).toContain(code);
      const visitor = await prod.gql(OUTBOX, { to: email });
      expect(visitor.data).toBeNull();
      expect(JSON.stringify(visitor)).not.toContain(code);
    });
  });

  describe('with DEV_MAILBOX=1', () => {
    let prod: TestApp;
    let admin: string;
    beforeAll(async () => {
      prod = await createTestApp({ env: { NODE_ENV: 'production', DEV_MAILBOX: '1' } });
      admin = (await mentorSession(prod, 'mailbox-prod-admin@example.com', { admin: true })).cookie;
    });
    afterAll(() => prod.close());
    const at = (opts: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
      prod.app.http.inject({ method: 'GET', url: '/dev/mailbox.json', ...opts });

    it('shows it to a plain loopback request', async () => {
      expect((await at()).statusCode).toBe(200);
    });

    it('refuses a loopback request with any forwarding header', async () => {
      for (const headers of FORWARDING_HEADERS)
        expect((await at({ headers })).statusCode, JSON.stringify(headers)).toBe(403);
    });

    it('shows it to a signed-in admin, from anywhere and through a proxy', async () => {
      const res = await at({
        remoteAddress: '203.0.113.7',
        headers: { cookie: admin, 'x-forwarded-for': '198.51.100.4' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('verification-code');
    });
  });
});
