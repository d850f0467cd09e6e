import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPT_OUT_PATH } from './opt-out';
import { notificationsHarness, sessionData, type NotificationsHarness } from './test-helpers';

let h: NotificationsHarness;
beforeAll(async () => {
  h = await notificationsHarness();
});
afterAll(() => h.close());

const path = (url: string | null) => (url ? url.slice(new URL(url).origin.length) : '');

describe('the one-tap opt-out link (issue 24)', () => {
  it('shows one button, and the button stops that channel for that number (nothing opened it by itself)', async () => {
    const url = path(h.service.optOutUrl('2348039990001', 'WHATSAPP'));
    expect(url.startsWith(`${OPT_OUT_PATH}?to=2348039990001&channel=WHATSAPP&sig=`)).toBe(true);

    const shown = await h.http.inject({ method: 'GET', url });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Stop WhatsApp messages');
    // Opening the link (a link preview does) changes nothing.
    expect(await h.service.isOptedOut('2348039990001', 'WHATSAPP')).toBe(false);

    const done = await h.http.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('WhatsApp messages stopped');
    expect(await h.service.isOptedOut('2348039990001', 'WHATSAPP')).toBe(true);
    expect(await h.service.isOptedOut('2348039990001', 'SMS')).toBe(false);
    expect(
      await h.enqueue({ channel: 'WHATSAPP', to: '2348039990001', template: 'session-booked', data: sessionData }),
    ).toBeNull();
  });

  it('refuses a link whose number, channel or signature was changed', async () => {
    const url = path(h.service.optOutUrl('2348039990002', 'SMS'));
    for (const forged of [
      url.replace('2348039990002', '2348039990003'),
      url.replace('channel=SMS', 'channel=WHATSAPP'),
      url.replace(/sig=[^&]+/, 'sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
      `${OPT_OUT_PATH}?to=2348039990002&channel=SMS`,
    ]) {
      const answer = await h.http.inject({
        method: 'POST',
        url: forged,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(answer.statusCode, forged).toBe(400);
    }
    expect(await h.service.isOptedOut('2348039990002', 'SMS')).toBe(false);
    expect(await h.service.isOptedOut('2348039990003', 'SMS')).toBe(false);
  });
});
