import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { startFakeTermii, type FakeTermii } from './fake-termii';
import { servesDevNotifications, WHATSAPP_WEBHOOK_PATH } from './notifications.routes';
import {
  nextLagos,
  notificationsHarness,
  sessionData,
  testAdmin as admin,
  type NotificationsHarness,
} from './test-helpers';
import { signBody } from './whatsapp-webhook';

describe('with no keys: every message held and readable at /dev/notifications', () => {
  let h: NotificationsHarness;
  beforeAll(async () => {
    h = await notificationsHarness();
  });
  afterAll(() => h.close());

  it('holds WhatsApp and SMS messages, and the worker leaves them alone', async () => {
    const whatsapp = await h.enqueue({
      channel: 'WHATSAPP',
      to: '0806 300 0001',
      template: 'session-booked',
      data: sessionData,
    });
    const sms = await h.enqueue({
      channel: 'SMS',
      to: '+234 806 300 0001',
      template: 'session-booked',
      data: sessionData,
    });
    expect(whatsapp).toMatchObject({ status: 'held', recipient: '2348063000001' });
    expect(sms).toMatchObject({ status: 'held', recipient: '2348063000001' });
    expect(h.service.delivers('WHATSAPP')).toBe(false);
    expect(h.service.delivers('SMS')).toBe(false);
    expect(await h.worker().runOnce()).toBe(0);
    expect((await h.row(sms?.id ?? '')).status).toBe('held');
    await expect(h.service.retry(sms?.id ?? '', admin)).rejects.toThrow(/not configured/);
  });

  it('shows them, with their text, to a browser on this machine', async () => {
    const json = await h.http.inject({ method: 'GET', url: '/dev/notifications.json?to=08063000001' });
    expect(json.statusCode).toBe(200);
    expect(json.headers['cache-control']).toBe('no-store');
    const items = json.json<{ items: { channel: string; to: string; status: string; text: string }[] }>().items;
    expect(items.map((i) => [i.channel, i.to, i.status]).sort()).toEqual([
      ['SMS', '2348063000001', 'held'],
      ['WHATSAPP', '2348063000001', 'held'],
    ]);
    expect(items.find((i) => i.channel === 'WHATSAPP')?.text).toBe(
      'Hello Ada, your session with Chinedu Okafor is booked for Tuesday 1 December, 10:00 WAT. Open http://localhost:3000/my-sessions to see your sessions and join the video room.' +
        ` To stop WhatsApp messages from us, open ${h.service.optOutLinks.url('2348063000001', 'WHATSAPP')} and tap the button.`,
    );
    const onlySms = await h.http.inject({ method: 'GET', url: '/dev/notifications.json?to=08063000001&channel=SMS' });
    expect(onlySms.json<{ items: unknown[] }>().items).toHaveLength(1);

    const page = await h.http.inject({ method: 'GET', url: '/dev/notifications' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Hello Ada, your session with Chinedu Okafor');
    expect(page.body).toContain('WhatsApp: off (held here)');
  });

  it('refuses a remote client, and one that came through a proxy', async () => {
    const remote = await h.http.inject({ method: 'GET', url: '/dev/notifications.json', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    const proxied = await h.http.inject({
      method: 'GET',
      url: '/dev/notifications',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(proxied.statusCode).toBe(403);
    expect(proxied.body).not.toContain('Chinedu');
  });

  it('refuses status webhooks while WHATSAPP_APP_SECRET is unset (nothing to check them with)', async () => {
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    const answer = await h.http.inject({
      method: 'POST',
      url: WHATSAPP_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signBody(body, '') },
      payload: body,
    });
    expect(answer.statusCode).toBe(401);
  });

  it('is served on the mailbox’s terms: outside production, or with DEV_MAILBOX, while a channel is off', () => {
    const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });
    expect(servesDevNotifications(config({}))).toBe(true);
    expect(servesDevNotifications(config({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' }))).toBe(false);
    expect(servesDevNotifications(config({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', DEV_MAILBOX: '1' }))).toBe(
      true,
    );
    expect(servesDevNotifications(config({ DEV_MAILBOX: '0' }))).toBe(false);
    const bothOn = { WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1', TERMII_API_KEY: 'k' };
    expect(servesDevNotifications(config(bothOn))).toBe(false);
    expect(servesDevNotifications(config({ ...bothOn, TERMII_API_KEY: '' }))).toBe(true);
  });
});

describe('quiet hours (21:00–07:00 Lagos)', () => {
  let h: NotificationsHarness;
  let termii: FakeTermii;
  // 22:00 tonight (or tomorrow night) in Lagos: a future moment, so what it plans is not due yet.
  const night = nextLagos(22);
  beforeAll(async () => {
    termii = await startFakeTermii();
    h = await notificationsHarness(
      { TERMII_API_KEY: termii.apiKey, TERMII_BASE_URL: termii.baseUrl },
      { now: () => night },
    );
  });
  afterAll(async () => {
    await h.close();
    await termii.close();
  });

  it('holds a message queued at night until 07:00', async () => {
    const row = await h.enqueue({
      channel: 'SMS',
      to: '0807 400 0001',
      template: 'session-reminder',
      data: { ...sessionData, kind: 'DAY_BEFORE' },
      eventAt: new Date(night.getTime() + 24 * 3_600_000),
    });
    expect(row?.status).toBe('pending');
    expect(row?.nextAttemptAt).toEqual(new Date(night.getTime() + 9 * 3_600_000)); // 07:00 the next morning
    expect(await h.worker().runOnce()).toBe(0);
    expect(termii.calls).toHaveLength(0);
  });

  it('lets through a message about something within the hour', async () => {
    const row = await h.enqueue({
      channel: 'SMS',
      to: '0807 400 0002',
      template: 'session-reminder',
      data: { ...sessionData, kind: 'HOUR_BEFORE' },
      eventAt: new Date(night.getTime() + 60 * 60_000),
    });
    expect(row?.nextAttemptAt).toEqual(night);
  });
});
