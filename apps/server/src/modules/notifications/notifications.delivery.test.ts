import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WHATSAPP_WEBHOOK_PATH } from './notifications.routes';
import { retryDelayMs } from './notifications.worker';
import { nextLagos, sessionData, testAdmin as admin } from './test-helpers';
import { textPeersHarness, type TextPeersHarness } from './text-peers.fixtures';

let h: TextPeersHarness;
let counter = 0;
/** A fresh Nigerian number per message, written the local way: 0803 100 0001, … */
const nextPhone = () => `0803 1${String((counter += 1)).padStart(6, '0')}`;
const e164 = (local: string) => `234${local.replace(/\D/g, '').slice(1)}`;

beforeAll(async () => {
  h = await textPeersHarness({ signWebhooks: true });
});
afterAll(() => h.close());
beforeEach(() => {
  for (const list of [h.wa.calls, h.wa.sent, h.termii.calls, h.termii.sent]) list.length = 0;
  h.wa.delayMs = 0;
  h.termii.delayMs = 0;
});

const reminder = (channel: 'WHATSAPP' | 'SMS', to = nextPhone()) =>
  h.enqueue({
    channel,
    to,
    template: 'session-reminder',
    data: { ...sessionData, kind: 'HOUR_BEFORE', joinUrl: 'https://meet.jit.si/eazy2con-abc' },
  });

describe('WhatsApp and SMS delivery through the providers', () => {
  it('sends a WhatsApp template to {WHATSAPP_API_URL}/{phone number id}/messages with the bearer token', async () => {
    const to = nextPhone();
    const queued = await reminder('WHATSAPP', to);
    expect(queued).toMatchObject({ status: 'pending', recipient: e164(to), attempts: 0 });
    expect(queued?.text).toContain('Join it here: https://meet.jit.si/eazy2con-abc');

    expect(await h.worker().runOnce()).toBe(1);
    expect(h.wa.calls).toHaveLength(1);
    expect(h.wa.calls[0]).toMatchObject({
      method: 'POST',
      path: `/v21.0/${h.wa.phoneNumberId}/messages`,
      authorization: `Bearer ${h.wa.token}`,
    });
    expect(h.wa.calls[0]?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: e164(to),
      type: 'template',
      template: {
        name: 'session_reminder_hour',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            // The last: the one-tap opt-out link the approved body ends with.
            parameters: [
              'Ada',
              'Chinedu Okafor',
              sessionData.when,
              'https://meet.jit.si/eazy2con-abc',
              h.service.optOutLinks.url(e164(to), 'WHATSAPP'),
            ].map((text) => ({
              type: 'text',
              text,
            })),
          },
        ],
      },
    });
    const row = await h.row(queued?.id ?? '');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: h.wa.sent[0]?.id, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('sends an SMS through Termii on the DND route, with the key in the body', async () => {
    const queued = await reminder('SMS');
    await h.worker().runOnce();
    expect(h.termii.calls).toHaveLength(1);
    expect(h.termii.calls[0]?.path).toBe('/api/sms/send');
    expect(h.termii.calls[0]?.body).toEqual({
      api_key: h.termii.apiKey,
      to: queued?.recipient,
      from: 'Eazy2con',
      sms: queued?.text,
      type: 'plain',
      channel: 'dnd',
    });
    expect(queued?.text.length).toBeLessThanOrEqual(160);
    expect(await h.row(queued?.id ?? '')).toMatchObject({
      status: 'sent',
      providerMessageId: h.termii.sent[0]?.messageId,
    });
  });

  it('retries a 429 and sends the message once', async () => {
    const queued = await reminder('WHATSAPP');
    h.wa.failNext(1);
    await h.worker().runOnce();
    expect(h.wa.calls).toHaveLength(2);
    expect(h.wa.sent).toHaveLength(1);
    expect(await h.row(queued?.id ?? '')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('retries Meta’s 400 with a rate-limit code (#131056 pair rate limit), and a Termii 429 and 500', async () => {
    const whatsapp = await reminder('WHATSAPP');
    const sms = await reminder('SMS');
    h.wa.failNext(2, {
      status: 400,
      code: 131056,
      message: '(#131056) (Business Account, Consumer Account) pair rate limit hit',
    });
    h.termii.failNext(1, 429);
    h.termii.failNext(1, 500);
    await h.worker().runOnce();
    expect(await h.row(whatsapp?.id ?? '')).toMatchObject({ status: 'sent', attempts: 3 });
    expect(await h.row(sms?.id ?? '')).toMatchObject({ status: 'sent', attempts: 3 });
    expect(h.wa.sent).toHaveLength(1);
    expect(h.termii.sent).toHaveLength(1);
  });

  it('waits between attempts, doubling the wait, and never into quiet hours', async () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(20)).toBe(30 * 60_000);

    // A clock in the future: the planned retry is not due yet, so one run makes one attempt.
    const noon = nextLagos(12);
    const first = await reminder('SMS');
    h.termii.failNext(1, 503);
    expect(await h.worker({ baseDelayMs: 30_000, maxDelayMs: 3_600_000 }, () => noon).runOnce()).toBe(1);
    const waiting = await h.row(first?.id ?? '');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.lastError).toContain('Termii 503');
    expect(waiting.nextAttemptAt.getTime() - noon.getTime()).toBe(30_000);

    // A failure at 20:59:50 would retry at 21:00:20: it waits for 07:00 instead.
    const evening = nextLagos(20, 59, 50);
    const second = await reminder('WHATSAPP');
    h.wa.failNext(1, { status: 500, code: 2, message: 'Service temporarily unavailable' });
    await h.worker({ baseDelayMs: 30_000, maxDelayMs: 3_600_000 }, () => evening).runOnce();
    const morning = new Date(evening.getTime() + 10 * 3_600_000 + 10_000); // 07:00 the next day
    expect(await h.row(second?.id ?? '')).toMatchObject({ status: 'pending', attempts: 1, nextAttemptAt: morning });
  });

  it('fails a message the provider refuses for good at once (a number WhatsApp will not take)', async () => {
    const to = nextPhone();
    h.wa.refused.add(e164(to));
    const queued = await reminder('WHATSAPP', to);
    await h.worker().runOnce();
    expect(h.wa.calls).toHaveLength(1);
    const row = await h.row(queued?.id ?? '');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, providerMessageId: null });
    expect(row.lastError).toContain('#131030');
  });

  it('marks a message failed after 6 attempts, and sends it when an admin retries it', async () => {
    const queued = await reminder('SMS');
    h.termii.failNext(6, 500);
    await h.worker().runOnce();
    expect(h.termii.calls).toHaveLength(6);
    expect(await h.row(queued?.id ?? '')).toMatchObject({ status: 'failed', attempts: 6 });

    expect(await h.service.retry(queued?.id ?? '', admin)).toMatchObject({ status: 'pending', attempts: 0 });
    await h.worker().runOnce();
    expect(await h.row(queued?.id ?? '')).toMatchObject({ status: 'sent', attempts: 1 });
    await expect(h.service.retry(queued?.id ?? '', admin)).rejects.toThrow(/No failed message/);
  });

  it('drops a reminder whose session has begun by the time it could go (an outage held it that long)', async () => {
    const eventAt = new Date(h.service.now().getTime() + 30 * 60_000);
    const late = await h.enqueue({
      channel: 'SMS',
      to: nextPhone(),
      template: 'session-reminder',
      data: { ...sessionData, kind: 'HOUR_BEFORE' },
      eventAt,
    });
    await h.worker({}, () => new Date(eventAt.getTime() + 60_000)).runOnce();
    expect(h.termii.calls).toHaveLength(0);
    const row = await h.row(late?.id ?? '');
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('expired');
  });

  it('sends each message once when two workers run at once', async () => {
    h.wa.delayMs = 15;
    h.termii.delayMs = 15;
    const ids: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      for (const channel of ['WHATSAPP', 'SMS'] as const) ids.push((await reminder(channel))?.id ?? '');
    }
    const [a, b] = [h.worker({ batchSize: 2 }), h.worker({ batchSize: 2 })];
    const [sentByA, sentByB] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(sentByA + sentByB).toBe(20);
    expect(h.wa.calls).toHaveLength(10);
    expect(h.termii.calls).toHaveLength(10);
    expect(new Set(h.wa.sent.map((m) => m.to)).size).toBe(10);
    expect(new Set(h.termii.sent.map((m) => m.to)).size).toBe(10);
    for (const id of ids) expect((await h.row(id)).status).toBe('sent');
  });
});

describe('opting out', () => {
  it('stores nothing for a number that opted out of the channel, and leaves its other channels alone', async () => {
    const to = nextPhone();
    await h.service.optOut(to.replace(/^0/, '+234 '), 'WHATSAPP');
    expect(await h.service.isOptedOut(to, 'WHATSAPP')).toBe(true);
    expect(await reminder('WHATSAPP', to)).toBeNull();
    expect(await reminder('SMS', to)).toMatchObject({ status: 'pending' });
    await h.worker().runOnce();
    expect(h.wa.calls).toHaveLength(0);
    expect(h.termii.sent.map((m) => m.to)).toEqual([e164(to)]);
  });

  it('drops what is still waiting when the number opts out, and takes the channel back on opt-in', async () => {
    const to = nextPhone();
    const waiting = await reminder('SMS', to);
    await h.service.optOut(to, 'SMS');
    await h.worker().runOnce();
    expect(h.termii.calls).toHaveLength(0);
    expect(await h.row(waiting?.id ?? '')).toMatchObject({ status: 'failed', lastError: 'opted out' });
    await h.service.optIn(to, 'SMS');
    expect(await reminder('SMS', to)).toMatchObject({ status: 'pending' });
  });

  it('opts a number out of WhatsApp when it replies STOP, and back in on START', async () => {
    const to = nextPhone();
    const post = (text: string) => {
      const { headers, body } = h.wa.replyWebhook(e164(to), text);
      return h.http.inject({ method: 'POST', url: WHATSAPP_WEBHOOK_PATH, headers, payload: body });
    };
    expect((await post('Stop')).statusCode).toBe(200);
    expect(await h.service.isOptedOut(to, 'WHATSAPP')).toBe(true);
    expect(await h.service.isOptedOut(to, 'SMS')).toBe(false);
    await post('START');
    expect(await h.service.isOptedOut(to, 'WHATSAPP')).toBe(false);
  });

  it('refuses a number that is not one', async () => {
    await expect(reminder('SMS', '12345')).rejects.toThrow(/0803 123 4567/);
  });
});
