import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { PHONE_MESSAGE } from '../notifications/phone';
import { confirmNumber } from '../notifications/phone-confirmation.fixtures';
import { acceptedMentor, CREATE_MESSAGE, MARK_READ, openChat, tokenHeader } from './chat.fixtures';

/**
 * Issue 24: a visitor who left the chat hears of the mentor's answer on WhatsApp (or SMS) when they ticked it on the
 * "Help us reach you" form, by e-mail otherwise; once per burst of messages, never while they have the chat open.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CREATE_VISITOR = `mutation ($email: String, $fullName: String, $phone: String, $channels: [NotificationChannel!]) {
  createVisitor(email: $email, fullName: $fullName, phone: $phone, channels: $channels) { token visitor { id } }
}`;
let n = 0;
async function visitor(phone: string, channels?: string[]) {
  n += 1;
  const email = `texts-visitor-${n}-${Date.now()}@example.com`;
  const res = await t.gql<{ createVisitor: { token: string } }>(
    CREATE_VISITOR,
    { email, fullName: 'Bola Ade', phone, channels },
    { ip: nextIp() },
  );
  return { res, email, headers: tokenHeader(res.data?.createVisitor.token ?? '') };
}
const minutes = (m: number) => new Date(Date.now() + m * 60_000);
const texts = async (phone: string) =>
  (await t.app.services.notifications.list({ to: phone, limit: 50 })).items.filter(
    (d) => d.template === 'chat-message-visitor',
  );
const mails = async (to: string) =>
  (await t.app.services.mail.list({ to, limit: 50 })).items.filter((m) => m.template === 'chat-unread-visitor');

describe('a mentor answers a visitor who left the chat', () => {
  it('tells a visitor who ticked WhatsApp there, once for a burst, not while they are reading', async () => {
    const mentor = await acceptedMentor(t, `texts.mentor.${Date.now()}@example.com`);
    // Texts go only to a number its holder confirmed with a code (decision 0040; the unconfirmed case is in
    // notifications/confirmed-texts.test.ts).
    await confirmNumber(t, '0803 444 0001');
    const v = await visitor('0803 444 0001', ['WHATSAPP']);
    expect(v.res.errors).toBeUndefined();
    const chat = await openChat(t, v.headers, mentor.mentorId);
    const answer = (text: string) => t.gql(CREATE_MESSAGE, { chatId: chat, text }, { cookie: mentor.cookie });
    for (const text of ['Hello Bola', 'About your question', 'Here is what I think']) await answer(text);

    // Still within the five minutes (they may be reading): nothing yet.
    await t.app.services.chatOfflineMail.run(minutes(4));
    expect(await texts('2348034440001')).toHaveLength(0);
    // Gone: one WhatsApp message for the three, whichever of two instances claims it; no e-mail beside it.
    await Promise.all([t.app.services.chatOfflineMail.run(minutes(6)), t.app.services.chatOfflineMail.run(minutes(6))]);
    await t.app.services.chatOfflineMail.run(minutes(9));
    const sent = await texts('2348034440001');
    expect(sent.map((d) => d.channel)).toEqual(['WHATSAPP']);
    expect(sent[0]?.text).toContain(`/chat/${chat}`);
    expect(await mails(v.email)).toEqual([]);

    // With the chat open the page reads each answer as it comes: no notice at all.
    await t.gql(MARK_READ, { chatId: chat }, { headers: v.headers });
    await answer('One more thing');
    await t.gql(MARK_READ, { chatId: chat }, { headers: v.headers });
    await t.app.services.chatOfflineMail.run(minutes(10));
    expect(await texts('2348034440001')).toHaveLength(1);

    // A number that replied STOP hears by e-mail instead.
    await t.app.services.notifications.optOut('0803 444 0001', 'WHATSAPP');
    await answer('Are you still there?');
    await t.app.services.chatOfflineMail.run(minutes(16));
    expect(await texts('2348034440001')).toHaveLength(1);
    expect(await mails(v.email)).toHaveLength(1);
  });

  it('mails a visitor who ticked nothing, and refuses a ticked channel for a number it cannot reach', async () => {
    const mentor = await acceptedMentor(t, `texts.mentor2.${Date.now()}@example.com`);
    const v = await visitor('0803 444 0002');
    const chat = await openChat(t, v.headers, mentor.mentorId);
    await t.gql(CREATE_MESSAGE, { chatId: chat, text: 'Hello' }, { cookie: mentor.cookie });
    await t.app.services.chatOfflineMail.run(minutes(6));
    expect(await mails(v.email)).toHaveLength(1);
    expect(await texts('2348034440002')).toEqual([]);

    const landline = await visitor('01 234 5678', ['SMS']);
    expect(landline.res.errors?.[0]?.message).toBe(PHONE_MESSAGE);
  });
});
