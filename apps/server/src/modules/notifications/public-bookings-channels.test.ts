import { addDays, callDateFromIsoDay } from '@eazy2con/shared/advisory';
import { watDate } from '@eazy2con/shared/wat-time';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { PHONE_MESSAGE } from './phone';
import { confirmNumber } from './phone-confirmation.fixtures';

/**
 * The camp (createBookKidmentor), advisory and webinar inputs take `channels` (issue 24): the confirmation goes at
 * once on every channel chosen, e-mail is always on, and a number no message can reach is refused on the field.
 * The mentor bookings' own (adult and kids) are in sessions-channels.test.ts.
 */
let t: TestApp;
let counter = 0;
const phone = () => `0809 4${String((counter += 1)).padStart(6, '0')}`;
/** A fresh number its holder confirmed with the texted code (decision 0040), as texts need. */
const confirmed = async () => {
  const number = phone();
  await confirmNumber(t, number);
  return number;
};

beforeAll(async () => {
  t = await createTestApp({
    env: { WEBINAR_LINK: 'https://zoom.us/j/123456789', WEBINAR_TITLE: 'Getting into tech' },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});

const texts = async (local: string) =>
  (await t.app.services.notifications.list({ to: local, limit: 50 })).items
    .filter((d) => d.template !== 'phone-code')
    .map((d) => ({ channel: d.channel, template: d.template, status: d.status, text: d.text }))
    .sort((a, b) => a.channel.localeCompare(b.channel));

const camp = (input: Record<string, unknown>) =>
  t.gql<{ createBookKidmentor: { id: string; channels: string[] } }>(
    `mutation ($input: CreateBookKidmentorInput!) { createBookKidmentor(input: $input) { id channels } }`,
    {
      input: {
        parentName: 'Ngozi Okafor',
        parentEmail: 'ngozi@example.com',
        noOfKids: 1,
        firstChildName: 'Tolu',
        firstChildAge: '9',
        parentConsent: true,
        ...input,
      },
    },
  );

let slot = 0;
const advisory = (input: Record<string, unknown>) => {
  slot += 1;
  return t.gql<{ createBookAdvisory: { id: string; channels: string[] } }>(
    `mutation ($input: CreateBookAdvisoryInput!) { createBookAdvisory(input: $input) { id channels } }`,
    {
      input: {
        fullName: 'Emeka Obi',
        email: 'emeka@example.com',
        callDate: callDateFromIsoDay(addDays(watDate(), 2 + slot)),
        callTime: '10:00 AM',
        ...input,
      },
    },
  );
};

const webinar = (input: Record<string, unknown>) =>
  t.gql<{ createWebinarAttendee: { id: string; channels: string[] } }>(
    `mutation ($input: CreateWebinarAttendeeInput!) { createWebinarAttendee(input: $input) { id channels } }`,
    { input: { fullName: 'Amaka Eze', email: `amaka${(counter += 1)}@example.com`, ...input } },
  );

describe('channels on the camp, advisory and webinar bookings (issue 24)', () => {
  it('sends the camp confirmation at once on WhatsApp and SMS when the parent ticks them', async () => {
    const number = await confirmed();
    const res = await camp({ parentPhone: number, channels: ['WHATSAPP', 'SMS'] });
    expect(res.errors).toBeUndefined();
    expect(res.data?.createBookKidmentor.channels.sort()).toEqual(['EMAIL', 'SMS', 'WHATSAPP']);
    const sent = await texts(number);
    // No keys in this app: both channels are off, so the messages are held and readable at /dev/notifications.
    expect(sent.map((s) => `${s.channel} ${s.template} ${s.status}`)).toEqual([
      'SMS camp-registered held',
      'WHATSAPP camp-registered held',
    ]);
    // The child's name gives way to the one-tap opt-out link every SMS ends with (one message: 160 characters).
    expect(sent[0]?.text).toMatch(/is registered for the weekend camp.* Opt out: http:\/\/localhost:3000\/o\/S\w+/);
  });

  it('sends the advisory confirmation with the time of the call, and the webinar one with its link', async () => {
    const number = await confirmed();
    expect((await advisory({ phone: number, channels: ['SMS'] })).errors).toBeUndefined();
    const [sms] = await texts(number);
    expect(sms).toMatchObject({ channel: 'SMS', template: 'advisory-booked' });
    expect(sms?.text).toMatch(/advisory call (is )?booked for \w+ \d+ \w+, 10:00 WAT.* Opt out: /i);

    const other = await confirmed();
    expect((await webinar({ phone: other, channels: ['WHATSAPP'] })).errors).toBeUndefined();
    const [wa] = await texts(other);
    expect(wa).toMatchObject({ channel: 'WHATSAPP', template: 'webinar-registered' });
    expect(wa?.text).toContain('Getting into tech');
    expect(wa?.text).toContain('https://zoom.us/j/123456789');
  });

  it('sends nothing but e-mail when nothing else is ticked', async () => {
    const a = phone();
    const b = phone();
    const c = phone();
    const answers = [await camp({ parentPhone: a }), await advisory({ phone: b }), await webinar({ phone: c })];
    for (const res of answers) expect(res.errors).toBeUndefined();
    expect(answers.map((r) => Object.values(r.data ?? {})[0]?.channels)).toEqual([['EMAIL'], ['EMAIL'], ['EMAIL']]);
    for (const n of [a, b, c]) expect(await texts(n)).toEqual([]);
  });

  it('refuses a number no message can reach when a channel is ticked, on its field, storing nothing', async () => {
    // A Lagos landline passes the forms' own phone check, but neither WhatsApp nor SMS reaches it.
    const landline = '01 234 5678';
    const refusals = [
      await camp({ parentPhone: landline, channels: ['SMS'] }),
      await advisory({ phone: landline, channels: ['WHATSAPP'] }),
      await webinar({ phone: landline, channels: ['SMS'] }),
    ];
    expect(refusals.map((r) => r.errors?.[0]?.message)).toEqual([PHONE_MESSAGE, PHONE_MESSAGE, PHONE_MESSAGE]);
    expect(refusals.map((r) => Object.keys(r.errors?.[0]?.extensions?.fields ?? {}))).toEqual([
      ['parentPhone'],
      ['phone'],
      ['phone'],
    ]);
    expect(await texts(landline)).toEqual([]);
    // Without a ticked channel the same number books as before: e-mail needs no mobile.
    expect((await webinar({ phone: landline })).errors).toBeUndefined();
  });

  it('refuses a channel that is not one', async () => {
    const res = await webinar({ phone: phone(), channels: ['PIGEON'] });
    expect(res.errors?.[0]?.message).toMatch(/NotificationChannel/);
  });

  it("keeps the stored choice when the same e-mail registers for the webinar again; the owner's link changes it", async () => {
    const number = await confirmed();
    const email = 'again@example.com';
    await webinar({ phone: number, email });
    const again = await webinar({ phone: number, email, channels: ['SMS'] });
    // The answer echoes what was sent; nothing stored changes, so no text goes out on the SMS the repeat asked for.
    expect(again.data?.createWebinarAttendee.channels).toEqual(['EMAIL', 'SMS']);
    expect(await texts(number)).toEqual([]);
    const mails = await t.app.services.mail.list({ to: email, limit: 10 });
    const link = mails.items.find((m) => m.template === 'webinar')?.data.changeLink;
    const change = typeof link === 'string' ? (new URL(link).searchParams.get('change') ?? '') : '';
    const changed = await t.gql<{ changeWebinarAttendee: { channels: string[] } }>(
      `mutation ($change: String!, $input: CreateWebinarAttendeeInput!) { changeWebinarAttendee(change: $change, input: $input) { channels } }`,
      { change, input: { fullName: 'Amaka Eze', phone: number, email, channels: ['SMS'] } },
    );
    expect(changed.data?.changeWebinarAttendee.channels).toEqual(['EMAIL', 'SMS']);
  });
});
