import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPeersHarness, type TextPeersHarness } from '../notifications/text-peers.fixtures';
import { confirmNumber } from '../notifications/phone-confirmation.fixtures';
import { booked, bookingWith, mentorWithHours, slotsOf } from './sessions.fixtures';

/**
 * Issue 24's "Done when": with the fake WhatsApp Cloud API and Termii peers configured, a session's day-before and
 * hour-before reminders arrive on WhatsApp and SMS, through the app as it is wired (booking, session, reminder job,
 * outbox worker, HTTP to the peers).
 */
const HOUR = 3_600_000;
const NUMBER = '2348035550199';

let h: TextPeersHarness;

beforeAll(async () => {
  h = await textPeersHarness();
});
afterAll(() => h.close());

describe('session reminders on WhatsApp and SMS (issue 24, done when)', () => {
  it('delivers the day-before and the hour-before reminder to the fake peers, each once per channel', async () => {
    const { t } = h;
    const services = t.app.services;
    const mentor = await mentorWithHours(t);
    // Texts go only to a number its holder confirmed with a code (decision 0040).
    await confirmNumber(t, '0803 555 0199');
    const booking = await bookingWith(t, mentor.id, {
      paid: true,
      phone: '0803 555 0199',
      channels: ['WHATSAPP', 'SMS'],
    });
    const slot = (await slotsOf(t, mentor.id, 7)).find((s) => new Date(s.start).getTime() > Date.now() + 30 * HOUR);
    if (!slot) throw new Error('no slot');
    const session = await booked(t, booking, slot.start);
    const start = new Date(session.start).getTime();
    const worker = h.worker();
    const deliver = async () => {
      // Queued at night, a message waits for 07:00 in Lagos (quiet hours): the test lets that moment come.
      await t.database.db.execute(
        sql`update notification_deliveries set next_attempt_at = now() where recipient = ${NUMBER} and status = 'pending'`,
      );
      await worker.runOnce();
    };
    const reminders = () => ({
      whatsapp: h.wa.sent.filter((m) => m.to === NUMBER && m.template?.name.startsWith('session_reminder')),
      sms: h.termii.sent.filter((m) => m.to === NUMBER && /reminder|1 hour/i.test(m.sms)),
    });

    services.sessions.now = () => new Date(start - 23 * HOUR);
    expect(await services.sessionReminders.run()).toBe(1);
    await deliver();
    let got = reminders();
    expect(got.whatsapp.map((m) => m.template?.name)).toEqual(['session_reminder_day']);
    expect(got.sms).toHaveLength(1);
    expect(got.sms[0]?.sms).toMatch(/tomorrow/);
    expect(got.sms[0]?.channel).toBe('dnd');

    services.sessions.now = () => new Date(start - 30 * 60_000);
    expect(await services.sessionReminders.run()).toBe(1);
    expect(await services.sessionReminders.run()).toBe(0);
    await deliver();
    await deliver();
    services.sessions.now = () => new Date();
    got = reminders();
    expect(got.whatsapp.map((m) => m.template?.name)).toEqual(['session_reminder_day', 'session_reminder_hour']);
    // The hour-before one carries the learner's own join link.
    expect(got.whatsapp[1]?.template?.parameters.join(' ')).toMatch(/https:\/\/meet\.jit\.si\/eazy2con-[0-9a-f]{32}/);
    expect(got.sms.map((m) => m.sms)).toEqual([expect.stringMatching(/tomorrow/), expect.stringMatching(/1 hour/)]);
    const rows = (await services.notifications.list({ to: NUMBER, limit: 50 })).items;
    expect(rows.filter((r) => r.template === 'session-reminder').map((r) => r.status)).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
    ]);
  });
});
