import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PHONE_MESSAGE } from '../notifications/phone';
import { confirmNumber } from '../notifications/phone-confirmation.fixtures';
import { booked, bookingWith, mentorWithHours, slotsOf } from './sessions.fixtures';

let t: TestApp;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deliveries = async (phone: string) =>
  (await t.app.services.notifications.list({ to: phone, limit: 50 })).items.map((d) => ({
    channel: d.channel,
    template: d.template,
    status: d.status,
  }));

describe('WhatsApp and SMS for a learner who chose them (issue 24)', () => {
  it('sends the booking, its sessions and their reminders on every chosen channel, e-mail always', async () => {
    const mentor = await mentorWithHours(t);
    // Texts go only to a number its holder confirmed with a code (decision 0040).
    await confirmNumber(t, '0803 555 0101');
    const booking = await bookingWith(t, mentor.id, {
      paid: true,
      phone: '0803 555 0101',
      channels: ['WHATSAPP', 'SMS'],
    });
    expect(await deliveries('2348035550101')).toEqual(
      expect.arrayContaining([
        { channel: 'WHATSAPP', template: 'booking-confirmed', status: 'held' },
        { channel: 'SMS', template: 'booking-confirmed', status: 'held' },
      ]),
    );
    const slot = (await slotsOf(t, mentor.id, 7))[60];
    if (!slot) throw new Error('no slot');
    const session = await booked(t, booking, slot.start);
    const templates = (await deliveries('2348035550101')).map((d) => `${d.channel} ${d.template}`);
    expect(templates).toEqual(expect.arrayContaining(['WHATSAPP session-booked', 'SMS session-booked']));

    t.app.services.sessions.now = () => new Date(new Date(session.start).getTime() - 23 * HOUR);
    await t.app.services.sessionReminders.run();
    t.app.services.sessions.now = () => new Date();
    const reminders = (await deliveries('2348035550101')).filter((d) => d.template === 'session-reminder');
    expect(reminders.map((d) => d.channel).sort()).toEqual(['SMS', 'WHATSAPP']);
  });

  it('sends nothing but e-mail to a learner who chose nothing else, and refuses a number no message can reach', async () => {
    const mentor = await mentorWithHours(t);
    await bookingWith(t, mentor.id, { phone: '0803 555 0102' });
    expect(await deliveries('2348035550102')).toEqual([]);
    // A landline written the local way passes the booking form's check, not a mobile's.
    await expect(bookingWith(t, mentor.id, { phone: '01 234 5678', channels: ['SMS'] })).rejects.toThrow(PHONE_MESSAGE);
  });
});
