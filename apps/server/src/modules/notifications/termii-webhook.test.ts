import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTermii, type FakeTermii } from './fake-termii';
import { readTermiiReport, TERMII_WEBHOOK_PATH, validTermiiSignature } from './termii-webhook';
import { notificationsHarness, sessionData, type NotificationsHarness } from './test-helpers';

let termii: FakeTermii;
let h: NotificationsHarness;
let counter = 0;

beforeAll(async () => {
  termii = await startFakeTermii();
  h = await notificationsHarness({
    TERMII_API_KEY: termii.apiKey,
    TERMII_BASE_URL: termii.baseUrl,
    TERMII_WEBHOOK_SECRET: termii.webhookSecret,
  });
});
afterAll(async () => {
  await h.close();
  await termii.close();
});

/** Queues an SMS and sends it through the fake Termii: the row and Termii's message_id. */
async function sent() {
  const queued = await h.enqueue({
    channel: 'SMS',
    to: `0806 3${String((counter += 1)).padStart(6, '0')}`,
    template: 'session-booked',
    data: sessionData,
  });
  await h.worker().runOnce();
  const row = await h.row(queued?.id ?? '');
  expect(row.status).toBe('sent');
  return { id: row.id, messageId: row.providerMessageId ?? '' };
}

const post = (report: { headers: Record<string, string>; body: string }) =>
  h.http.inject({ method: 'POST', url: TERMII_WEBHOOK_PATH, headers: report.headers, payload: report.body });

describe("Termii's delivery reports (issue 24)", () => {
  it('marks an SMS delivered when Termii reports it, once, and answers 200 to a repeat', async () => {
    const sms = await sent();
    const report = termii.deliveryReport(sms.messageId, 'DELIVERED | Message delivered to handset');
    const first = await post(report);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'ok', updated: 1 });
    const row = await h.row(sms.id);
    expect(row.status).toBe('delivered');
    // Termii's time is Lagos wall-clock time.
    expect(row.deliveredAt?.toISOString()).toBe('2026-12-01T09:00:05.000Z');
    expect((await post(report)).json()).toEqual({ status: 'ok', updated: 0 });
  });

  it('marks it failed when DND was active on the number or the message failed, with the reason', async () => {
    const dnd = await sent();
    await post(termii.deliveryReport(dnd.messageId, 'DND Active on Phone Number'));
    expect(await h.row(dnd.id)).toMatchObject({ status: 'failed', lastError: 'Termii: DND Active on Phone Number' });
    const failed = await sent();
    await post(termii.deliveryReport(failed.messageId, 'Message Failed'));
    expect((await h.row(failed.id)).status).toBe('failed');
  });

  it('ignores "Message Sent" (the send told us) and never moves a delivered message back', async () => {
    const sms = await sent();
    expect((await post(termii.deliveryReport(sms.messageId, 'Message Sent'))).json()).toEqual({
      status: 'ok',
      updated: 0,
    });
    expect((await h.row(sms.id)).status).toBe('sent');
    await post(termii.deliveryReport(sms.messageId, 'Delivered'));
    await post(termii.deliveryReport(sms.messageId, 'Message Failed'));
    expect((await h.row(sms.id)).status).toBe('delivered');
  });

  it('refuses a report without a valid signature', async () => {
    const sms = await sent();
    const report = termii.deliveryReport(sms.messageId, 'Delivered');
    const forged = { ...report, headers: { ...report.headers, 'x-termii-signature': 'ab'.repeat(64) } };
    expect((await post(forged)).statusCode).toBe(401);
    const tampered = { ...report, body: report.body.replace('Delivered', 'Message Failed') };
    expect((await post(tampered)).statusCode).toBe(401);
    expect((await h.row(sms.id)).status).toBe('sent');
  });

  it('reads the report shape and checks signatures in constant-length hex', () => {
    expect(readTermiiReport({ type: 'outbound', message_id: 42, status: 'Delivered', sent_at: 'x' })).toMatchObject({
      providerMessageId: '42',
      status: 'delivered',
    });
    expect(readTermiiReport({ type: 'device_status', message_id: '1', status: 'Delivered' })).toBeNull();
    expect(readTermiiReport({ status: 'Delivered' })).toBeNull();
    expect(validTermiiSignature(Buffer.from('{}'), 'not hex', 'secret')).toBe(false);
    expect(validTermiiSignature(Buffer.from('{}'), undefined, 'secret')).toBe(false);
  });
});

describe('without TERMII_WEBHOOK_SECRET', () => {
  it('answers 401: it cannot tell Termii from anyone', async () => {
    const other = await notificationsHarness({ TERMII_API_KEY: termii.apiKey, TERMII_BASE_URL: termii.baseUrl });
    try {
      const report = termii.deliveryReport('1', 'Delivered');
      const answer = await other.http.inject({
        method: 'POST',
        url: TERMII_WEBHOOK_PATH,
        headers: report.headers,
        payload: report.body,
      });
      expect(answer.statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});
