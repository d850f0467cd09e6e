import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/test-app';
import { acceptedMentor, CREATE_MESSAGE, openChat, tokenHeader } from '../chat/chat.fixtures';
import { bookingWith, mentorWithHours } from '../sessions/sessions.fixtures';
import { confirmNumber } from './phone-confirmation.fixtures';
import { sessionData } from './test-helpers';
import { textPeersHarness, type TextPeersHarness } from './text-peers.fixtures';

/**
 * Issue 34 item 4 (SMS pumping): WhatsApp and SMS go only to a number its holder confirmed with a texted code, and
 * at most TEXTS_PER_NUMBER_PER_DAY a day besides session reminders; the bookings and e-mails go on regardless. The
 * app runs against the fake WhatsApp Cloud API and Termii peers (both channels on).
 */
let h: TextPeersHarness;
let mentorId: string;
let n = 0;
const stranger = () => `0809 7${String((n += 1)).padStart(6, '0')}`;
const digits = (local: string) => `234${local.replace(/\s/g, '').slice(1)}`;

beforeAll(async () => {
  // The default cap (3), which the outbox's own harness raises.
  h = await textPeersHarness({ env: { TEXTS_PER_NUMBER_PER_DAY: '3' } });
  mentorId = (await mentorWithHours(h.t)).id;
});
afterAll(() => h.close());

const texts = async (local: string) =>
  (await h.t.app.services.notifications.list({ to: local, limit: 50 })).items
    .filter((d) => d.template !== 'phone-code')
    .map((d) => `${d.channel} ${d.template}`)
    .sort();
const mailsTo = async (email: string) => (await h.t.app.services.mail.list({ to: email, limit: 50 })).items.length;

describe('texts go only to confirmed numbers (issue 34)', () => {
  it('five anonymous bookings with a stranger’s number queue no text; the bookings and their e-mails go', async () => {
    const number = stranger();
    for (let i = 0; i < 5; i += 1) {
      const email = `pump${n}-${i}@example.com`;
      await bookingWith(h.t, mentorId, { phone: number, channels: ['SMS', 'WHATSAPP'], email });
      expect(await mailsTo(email)).toBeGreaterThan(0);
    }
    expect(await texts(number)).toEqual([]);
    expect(h.wa.sent).toEqual([]);
    expect(h.termii.sent).toEqual([]);
  });

  it('confirms a number with the code texted to it on WhatsApp; texts flow from then on', async () => {
    const number = stranger();
    const asked = await h.t.gql<{ requestPhoneCode: { phone: string; channel: string; minutes: number } }>(
      `mutation ($phone: String!) { requestPhoneCode(phone: $phone) { phone channel minutes } }`,
      { phone: number },
      { ip: nextIp() },
    );
    expect(asked.errors).toBeUndefined();
    expect(asked.data?.requestPhoneCode).toEqual({ phone: `+${digits(number)}`, channel: 'WHATSAPP', minutes: 10 });
    // The code goes at once, quiet hours or not: the person is waiting for it.
    expect(await h.worker().runOnce()).toBe(1);
    const sent = h.wa.sent.find((m) => m.to === digits(number));
    expect(sent?.template?.name).toBe('phone_code');
    const code = sent?.template?.parameters[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const CONFIRM = `mutation ($phone: String!, $code: String!) { confirmPhone(phone: $phone, code: $code) }`;
    const confirmed = await h.t.gql<{ confirmPhone: string }>(CONFIRM, { phone: number, code }, { ip: nextIp() });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data?.confirmPhone).toBe(`+${digits(number)}`);
    // A code works once.
    const again = await h.t.gql(CONFIRM, { phone: number, code }, { ip: nextIp() });
    expect(again.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    await bookingWith(h.t, mentorId, { phone: number, channels: ['SMS', 'WHATSAPP'] });
    expect(await texts(number)).toEqual(['SMS booking-confirmed', 'WHATSAPP booking-confirmed']);
  });

  it('sends a confirmed number at most the day’s cap, then e-mail only; session reminders still go', async () => {
    const number = stranger();
    await confirmNumber(h.t, number);
    const email = `capped${n}@example.com`;
    for (let i = 0; i < 4; i += 1) {
      await bookingWith(h.t, mentorId, { phone: number, channels: ['SMS', 'WHATSAPP'], email: `${i}${email}` });
    }
    // Three a channel a day (TEXTS_PER_NUMBER_PER_DAY's default): the first three bookings', not the fourth's.
    expect(await texts(number)).toHaveLength(6);
    expect(await mailsTo(`3${email}`)).toBeGreaterThan(0);
    // A booked session's reminder is not counted: it follows a real session.
    const reminder = await h.enqueue({
      channel: 'SMS',
      to: number,
      template: 'session-reminder',
      data: { ...sessionData, kind: 'DAY_BEFORE' },
    });
    expect(reminder?.template).toBe('session-reminder');
    expect(await texts(number)).toHaveLength(7);
  });

  it('counts the cap in the database, so parallel bookings cannot pass it', async () => {
    const number = stranger();
    await confirmNumber(h.t, number);
    await Promise.all(
      Array.from({ length: 5 }, () => bookingWith(h.t, mentorId, { phone: number, channels: ['SMS'] })),
    );
    expect(await texts(number)).toHaveLength(3);
  });
});

describe('the chat visitor follows the same rule (createVisitor(channels:))', () => {
  const CREATE_VISITOR = `mutation ($email: String, $fullName: String, $phone: String, $channels: [NotificationChannel!]) {
    createVisitor(email: $email, fullName: $fullName, phone: $phone, channels: $channels) { token }
  }`;
  const later = () => new Date(Date.now() + 6 * 60_000);

  async function answeredVisitor(number: string) {
    const mentor = await acceptedMentor(h.t, `confirm.mentor.${(n += 1)}@example.com`);
    const email = `confirm-visitor-${n}@example.com`;
    const res = await h.t.gql<{ createVisitor: { token: string } }>(
      CREATE_VISITOR,
      { email, fullName: 'Bola Ade', phone: number, channels: ['WHATSAPP'] },
      { ip: nextIp() },
    );
    expect(res.errors).toBeUndefined();
    const chat = await openChat(h.t, tokenHeader(res.data?.createVisitor.token ?? ''), mentor.mentorId);
    await h.t.gql(CREATE_MESSAGE, { chatId: chat, text: 'Hello Bola' }, { cookie: mentor.cookie });
    await h.t.app.services.chatOfflineMail.run(later());
    const mails = (await h.t.app.services.mail.list({ to: email, limit: 10 })).items;
    return { mails: mails.filter((m) => m.template === 'chat-unread-visitor').length, texts: await texts(number) };
  }

  it('tells a visitor with an unconfirmed number by e-mail, and on WhatsApp once the number is confirmed', async () => {
    expect(await answeredVisitor(stranger())).toEqual({ mails: 1, texts: [] });
    const number = stranger();
    await confirmNumber(h.t, number);
    expect(await answeredVisitor(number)).toEqual({ mails: 0, texts: ['WHATSAPP chat-message-visitor'] });
  });
});
