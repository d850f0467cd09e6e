import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_MESSAGE } from '@eazy2con/shared/phone';
import {
  QUIET_HOURS_SAME,
  QUIET_HOURS_TOO_LONG,
  QUIET_TIME_INVALID,
  TEXTS_NEED_CONFIRMED_PHONE,
  TEXTS_NEED_PHONE,
} from '@eazy2con/shared/validation/contact-channels';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { signUpConfirmed } from '../accounts/test-helpers';
import { addChild, parentPhone } from '../families/families.fixtures';
import { operationLimits } from '../rate-limits/operation-limits';
import { freshPhone, myChannels, proveNumber, quietNow, setChannels } from './contact-channels.fixtures';

/** An account's contact channels through the API (issue 35, decision 0044). */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let people = 0;
const someone = async () => {
  const email = `reach-${++people}@example.com`;
  return { email, cookie: await signUpConfirmed(t, email) };
};
const night = { from: '22:30', to: '06:00' };
const off = { whatsapp: false, sms: false, quietHours: { from: '21:00', to: '07:00' } };

describe('How we reach you', () => {
  it("answers null signed out, and a new account's e-mail with texts off and the product's quiet hours", async () => {
    expect(await myChannels(t)).toBeNull();
    const { email, cookie } = await someone();
    expect(await myChannels(t, cookie)).toEqual({
      email,
      phone: null,
      phoneConfirmed: false,
      whatsapp: false,
      sms: false,
      quietHours: { from: '21:00', to: '07:00' },
      stopped: [],
    });
  });

  it('refuses a text channel without a phone, or with a number this account did not confirm, and stores nothing', async () => {
    const { cookie } = await someone();
    const before = await myChannels(t, cookie);
    const noPhone = await setChannels(t, cookie, { ...off, whatsapp: true });
    expect(noPhone.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { phone: TEXTS_NEED_PHONE },
    });
    const never = freshPhone();
    const unconfirmed = await setChannels(t, cookie, { ...off, phone: never.typed, sms: true });
    expect(unconfirmed.errors?.[0]?.message).toBe(TEXTS_NEED_CONFIRMED_PHONE);
    expect(unconfirmed.errors?.[0]?.extensions).toMatchObject({ fields: { phone: TEXTS_NEED_CONFIRMED_PHONE } });
    // Confirmed, but signed out (or by someone else): this account never proved it holds the number.
    const elsewhere = freshPhone();
    await proveNumber(t, elsewhere.typed, elsewhere.digits);
    const notTheirs = await setChannels(t, cookie, {
      ...off,
      phone: elsewhere.typed,
      whatsapp: true,
      quietHours: night,
    });
    expect(notTheirs.errors?.[0]?.extensions).toMatchObject({ fields: { phone: TEXTS_NEED_CONFIRMED_PHONE } });
    expect(await myChannels(t, cookie)).toEqual(before);
  });

  it("takes a parent's consent code as proof: the number that verified the consent needs no other code", async () => {
    const { cookie } = await someone();
    const phone = parentPhone();
    await addChild(t, cookie, { firstName: 'Amaka' }, phone);
    const saved = await setChannels(t, cookie, { ...off, phone: phone.typed, sms: true });
    expect(saved.data?.setContactChannels).toMatchObject({
      phone: `+${phone.digits}`,
      phoneConfirmed: true,
      sms: true,
    });
  });

  it('keeps a phone with both channels off as not confirmed yet', async () => {
    const { cookie } = await someone();
    const phone = freshPhone();
    const saved = await setChannels(t, cookie, { ...off, phone: phone.typed });
    expect(saved.data?.setContactChannels).toMatchObject({ phone: `+${phone.digits}`, phoneConfirmed: false });
  });

  it('turns WhatsApp and SMS on for a number confirmed signed in, normalised, with the quiet hours chosen', async () => {
    const { email, cookie } = await someone();
    const phone = freshPhone();
    await proveNumber(t, phone.typed, phone.digits, cookie);
    const saved = await setChannels(t, cookie, { phone: phone.typed, whatsapp: true, sms: true, quietHours: night });
    const expected = {
      email,
      phone: `+${phone.digits}`,
      phoneConfirmed: true,
      whatsapp: true,
      sms: true,
      quietHours: night,
      stopped: [],
    };
    expect(saved.data?.setContactChannels).toEqual(expected);
    expect(await myChannels(t, cookie)).toEqual(expected);
    // Off again, and the hours back to the product's: the phone stays the account's.
    const back = await setChannels(t, cookie, { ...off, phone: `+${phone.digits}` });
    expect(back.data?.setContactChannels).toMatchObject({ phoneConfirmed: true, whatsapp: false, sms: false });
  });

  it.each([
    [{ from: '22:00', to: '22:00' }, QUIET_HOURS_SAME],
    [{ from: '18:00', to: '09:00' }, QUIET_HOURS_TOO_LONG],
    [{ from: '22:10', to: '06:00' }, QUIET_TIME_INVALID],
    [{ from: '9pm', to: '06:00' }, QUIET_TIME_INVALID],
    [{ from: '24:00', to: '06:00' }, QUIET_TIME_INVALID],
  ])('refuses quiet hours %o: %s', async (quietHours, message) => {
    const { cookie } = await someone();
    const res = await setChannels(t, cookie, { ...off, quietHours });
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { quietHours: message } });
    expect((await myChannels(t, cookie))?.quietHours).toEqual({ from: '21:00', to: '07:00' });
  });

  it('refuses a number nothing can reach', async () => {
    const { cookie } = await someone();
    const res = await setChannels(t, cookie, { ...off, phone: '0123' });
    expect(res.errors?.[0]?.extensions).toMatchObject({ fields: { phone: PHONE_MESSAGE } });
  });
});

describe('opt-outs (decision 0030) when a channel is turned on', () => {
  const optOut = (digits: string, channel: 'WHATSAPP' | 'SMS') => t.app.services.notifications.optOut(digits, channel);
  const optedOut = (digits: string, channel: 'WHATSAPP' | 'SMS') =>
    t.app.services.notifications.isOptedOut(digits, channel);

  it('lifts an SMS opt-out older than the code this account typed back', async () => {
    const { cookie } = await someone();
    const phone = freshPhone();
    await optOut(phone.digits, 'SMS');
    // The code goes by WhatsApp: the number stopped SMS, and nothing is texted on a channel it stopped.
    await proveNumber(t, phone.typed, phone.digits, cookie, 'WHATSAPP');
    const saved = await setChannels(t, cookie, { ...off, phone: phone.typed, sms: true });
    expect(saved.data?.setContactChannels).toMatchObject({ sms: true, stopped: [] });
    expect(await optedOut(phone.digits, 'SMS')).toBe(false);
  });

  it('keeps an SMS opt-out made after the code (the STOP is newer than the proof), and says so', async () => {
    const { cookie } = await someone();
    const phone = freshPhone();
    await proveNumber(t, phone.typed, phone.digits, cookie);
    await optOut(phone.digits, 'SMS');
    const saved = await setChannels(t, cookie, { ...off, phone: phone.typed, sms: true });
    expect(saved.data?.setContactChannels).toMatchObject({ sms: true, stopped: ['SMS'] });
    expect(await optedOut(phone.digits, 'SMS')).toBe(true);
  });

  it('never lifts a WhatsApp STOP: START on WhatsApp brings it back', async () => {
    const { cookie } = await someone();
    const phone = freshPhone();
    await optOut(phone.digits, 'WHATSAPP');
    await proveNumber(t, phone.typed, phone.digits, cookie);
    const saved = await setChannels(t, cookie, { ...off, phone: phone.typed, whatsapp: true });
    expect(saved.data?.setContactChannels).toMatchObject({ whatsapp: true, stopped: ['WHATSAPP'] });
    expect(await optedOut(phone.digits, 'WHATSAPP')).toBe(true);
  });
});

describe('the port other modules read', () => {
  it("answers an account's phone and the channels that reach it, by id or by its confirmed e-mail", async () => {
    const { email, cookie } = await someone();
    const phone = freshPhone();
    await proveNumber(t, phone.typed, phone.digits, cookie);
    await setChannels(t, cookie, { phone: phone.typed, whatsapp: true, sms: true, quietHours: night });
    await t.app.services.notifications.optOut(phone.digits, 'WHATSAPP');
    const port = t.app.services.contactChannels;
    const expected = { phone: phone.digits, texts: ['SMS'], quietHours: night };
    expect(await port.channelsOfEmail(email.toUpperCase())).toEqual(expected);
    const me = await t.gql<{ me: { sub: string } }>(`{ me { sub } }`, {}, { cookie });
    expect(await port.channelsOf(me.data?.me.sub ?? '')).toEqual(expected);
    expect(await port.channelsOfEmail('nobody@example.com')).toBeNull();
  });

  it('gives no phone for a number the account did not prove, whatever it saved', async () => {
    const { email, cookie } = await someone();
    await setChannels(t, cookie, { ...off, phone: freshPhone().typed });
    expect(await t.app.services.contactChannels.channelsOfEmail(email)).toEqual({
      phone: null,
      texts: [],
      quietHours: { from: '21:00', to: '07:00' },
    });
  });
});

describe("the account's quiet hours hold every text to its number", () => {
  it("holds a text until they end, in place of the product's; an account that never proved the number counts for nothing", async () => {
    const owner = await someone();
    const phone = freshPhone();
    await proveNumber(t, phone.typed, phone.digits, owner.cookie);
    const quiet = quietNow();
    const saved = await setChannels(t, owner.cookie, {
      ...off,
      phone: phone.typed,
      sms: true,
      quietHours: quiet.hours,
    });
    expect(saved.errors).toBeUndefined();
    // Someone else saves the same number later, with other hours: they never typed back its code.
    const other = await someone();
    await setChannels(t, other.cookie, { ...off, phone: phone.typed, quietHours: { from: '08:00', to: '09:00' } });

    const row = await t.app.services.notifications.send({
      channel: 'SMS',
      to: phone.digits,
      template: 'session-booked',
      data: { name: 'Ada', otherName: 'Chinedu Okafor', when: 'Tuesday 1 December, 10:00 WAT', path: '/my-sessions' },
    });
    expect(row?.nextAttemptAt).toEqual(quiet.endsAt);
  });
});

describe('limits', () => {
  it('limits setContactChannels per connection', async () => {
    const { cookie } = await someone();
    const ip = nextIp();
    const { max } = operationLimits.setContactChannels;
    for (let i = 0; i < max; i += 1) expect((await setChannels(t, cookie, off, ip)).errors).toBeUndefined();
    expect((await setChannels(t, cookie, off, ip)).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
