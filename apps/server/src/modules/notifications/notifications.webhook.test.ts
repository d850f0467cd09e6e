import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWhatsApp, type FakeWhatsApp } from './fake-whatsapp';
import { WHATSAPP_WEBHOOK_PATH } from './notifications.routes';
import { notificationsHarness, sessionData, type NotificationsHarness } from './test-helpers';
import { signBody } from './whatsapp-webhook';

let wa: FakeWhatsApp;
let h: NotificationsHarness;
let counter = 0;

beforeAll(async () => {
  wa = await startFakeWhatsApp();
  h = await notificationsHarness({
    WHATSAPP_API_URL: wa.apiUrl,
    WHATSAPP_TOKEN: wa.token,
    WHATSAPP_PHONE_NUMBER_ID: wa.phoneNumberId,
    WHATSAPP_APP_SECRET: wa.appSecret,
    WHATSAPP_WEBHOOK_VERIFY_TOKEN: wa.verifyToken,
  });
});
afterAll(async () => {
  await h.close();
  await wa.close();
});

/** Queues a WhatsApp message and sends it through the fake: the row and the wamid it was given. */
async function sent() {
  const queued = await h.enqueue({
    channel: 'WHATSAPP',
    to: `0805 2${String((counter += 1)).padStart(6, '0')}`,
    template: 'session-booked',
    data: sessionData,
  });
  await h.worker().runOnce();
  const row = await h.row(queued?.id ?? '');
  expect(row.status).toBe('sent');
  return { id: row.id, wamid: row.providerMessageId ?? '' };
}

const post = (webhook: { headers: Record<string, string>; body: string }) =>
  h.http.inject({ method: 'POST', url: WHATSAPP_WEBHOOK_PATH, headers: webhook.headers, payload: webhook.body });

describe('GET /api/notifications/whatsapp: Meta’s verification', () => {
  const verify = (query: Record<string, string>) =>
    h.http.inject({ method: 'GET', url: `${WHATSAPP_WEBHOOK_PATH}?${new URLSearchParams(query).toString()}` });

  it('echoes the challenge for the right verify token', async () => {
    const ok = await verify({
      'hub.mode': 'subscribe',
      'hub.verify_token': wa.verifyToken,
      'hub.challenge': '1158201444',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe('1158201444');
  });

  it('refuses a wrong token or mode', async () => {
    const wrong = await verify({ 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': '1' });
    expect(wrong.statusCode).toBe(403);
    const mode = await verify({ 'hub.mode': 'unsubscribe', 'hub.verify_token': wa.verifyToken, 'hub.challenge': '1' });
    expect(mode.statusCode).toBe(403);
    expect((await verify({})).statusCode).toBe(403);
  });
});

describe('POST /api/notifications/whatsapp: delivery statuses', () => {
  it('refuses a notification without the app secret’s signature, and changes nothing', async () => {
    const { id, wamid } = await sent();
    const real = wa.statusWebhook(wamid, 'delivered');
    const unsigned = await post({ headers: { 'content-type': 'application/json' }, body: real.body });
    expect(unsigned.statusCode).toBe(401);
    const forged = await post({
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signBody(real.body, 'not-the-secret') },
      body: real.body,
    });
    expect(forged.statusCode).toBe(401);
    const altered = await post({ headers: real.headers, body: real.body.replace('delivered', 'read') });
    expect(altered.statusCode).toBe(401);
    expect((await h.row(id)).status).toBe('sent');
  });

  it('marks a message delivered, then read, and never back', async () => {
    const { id, wamid } = await sent();
    const delivered = await post(wa.statusWebhook(wamid, 'delivered'));
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ status: 'ok', updated: 1 });
    const afterDelivered = await h.row(id);
    expect(afterDelivered.status).toBe('delivered');
    expect(afterDelivered.deliveredAt).toBeInstanceOf(Date);

    await post(wa.statusWebhook(wamid, 'read'));
    const afterRead = await h.row(id);
    expect(afterRead.status).toBe('read');
    expect(afterRead.readAt).toBeInstanceOf(Date);
    expect(afterRead.deliveredAt).toEqual(afterDelivered.deliveredAt);

    // Meta may repeat or reorder notifications: a late 'delivered' or 'sent' does not undo 'read'.
    expect((await post(wa.statusWebhook(wamid, 'delivered'))).json()).toEqual({ status: 'ok', updated: 0 });
    await post(wa.statusWebhook(wamid, 'sent'));
    expect((await h.row(id)).status).toBe('read');
  });

  it('takes a read receipt that arrives before the delivery receipt', async () => {
    const { id, wamid } = await sent();
    await post(wa.statusWebhook(wamid, 'read'));
    const row = await h.row(id);
    expect(row.status).toBe('read');
    expect(row.deliveredAt).toEqual(row.readAt);
  });

  it('marks a message failed with WhatsApp’s reason', async () => {
    const { id, wamid } = await sent();
    await post(wa.statusWebhook(wamid, 'failed'));
    const row = await h.row(id);
    expect(row.status).toBe('failed');
    expect(row.lastError).toBe('WhatsApp: #131026 Message undeliverable Message Undeliverable.');
  });

  it('answers 200 to a status for a message it does not know, and to a signed body that is not JSON', async () => {
    expect((await post(wa.statusWebhook('wamid.unknown', 'delivered'))).json()).toEqual({ status: 'ok', updated: 0 });
    const body = 'not json';
    const answer = await post({
      headers: { 'content-type': 'text/plain', 'x-hub-signature-256': signBody(body, wa.appSecret) },
      body,
    });
    expect(answer.statusCode).toBe(200);
  });
});
