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
    const url = path(h.service.optOutLinks.url('2348039990001', 'WHATSAPP'));
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
    expect(done.body).toContain('reply START on WhatsApp');
    expect(await h.service.isOptedOut('2348039990001', 'WHATSAPP')).toBe(true);
    expect(await h.service.isOptedOut('2348039990001', 'SMS')).toBe(false);
    expect(
      await h.enqueue({ channel: 'WHATSAPP', to: '2348039990001', template: 'session-booked', data: sessionData }),
    ).toBeNull();
  });

  it('sends SMS back to the account page: SMS replies are not read, a new code there brings SMS back', async () => {
    const url = path(h.service.optOutLinks.url('2348039990005', 'SMS'));
    const done = await h.http.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.body).toContain('SMS messages stopped');
    expect(done.body).toContain('<a href="/account#contact-channels">your account page</a>');
    expect(done.body).not.toContain('START');
    expect(await h.service.isOptedOut('2348039990005', 'SMS')).toBe(true);
  });

  it('refuses a link whose number, channel or signature was changed', async () => {
    const url = path(h.service.optOutLinks.url('2348039990002', 'SMS'));
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

  it('has a short form for SMS that leads to the same page, and refuses a changed one', async () => {
    const short = h.service.optOutLinks.shortUrl('2348039990004', 'SMS') ?? '';
    expect(short).toMatch(/^http:\/\/localhost:3000\/o\/S[0-9A-Za-z]{1,9}[\w-]{8}$/);
    const opened = await h.http.inject({ method: 'GET', url: path(short) });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(h.service.optOutLinks.url('2348039990004', 'SMS'));
    expect(await h.service.isOptedOut('2348039990004', 'SMS')).toBe(false);
    const code = path(short).slice('/o/'.length);
    for (const forged of [`W${code.slice(1)}`, `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`, 'S123']) {
      expect((await h.http.inject({ method: 'GET', url: `/o/${forged}` })).statusCode, forged).toBe(400);
    }
  });
});
