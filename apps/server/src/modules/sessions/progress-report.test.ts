import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { booked, bookingWith, mentorWithHours, slotsOf } from './sessions.fixtures';

let t: TestApp;
const DAY = 24 * 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('progress reports', () => {
  it("mails a kids booking's parent the mentor's notes once its cycle has ended, and only once", async () => {
    const mentor = await mentorWithHours(t, { weekly: [0, 6].map((day) => ({ day, start: '08:00', end: '18:00' })) });
    const kids = await bookingWith(t, mentor.id, {
      audience: 'kids',
      type: 'Individual',
      paid: true,
      email: 'parent@example.com',
    });
    const adult = await bookingWith(t, mentor.id, { paid: true, email: 'adult@example.com' });
    const slots = await slotsOf(t, mentor.id, 14);
    const [a, b] = [slots[0], slots[30]];
    if (!a || !b) throw new Error('no weekend slots');
    const sessions = [await booked(t, kids, a.start), await booked(t, adult, b.start)];
    const services = t.app.services;
    services.sessions.now = () => new Date(Date.now() + 15 * DAY);
    for (const s of sessions) {
      await services.sessionOutcomes.mark(
        { viewer: { role: 'admin', userId: 'u', email: 'a@example.com', emailVerified: true, mentor: null } },
        { id: s.id, outcome: 'HELD', notes: 'Made a cat dance with loops' },
      );
    }
    // Before the cycle ends nothing goes out.
    expect(await services.progressReports.run()).toBe(0);
    services.sessions.now = () => new Date(Date.now() + 29 * DAY);
    expect(await services.progressReports.run()).toBe(1);
    expect(await services.progressReports.run()).toBe(0);
    const [report] = (await services.mail.list({ to: 'parent@example.com', limit: 50 })).items.filter(
      (m) => m.template === 'progress-report',
    );
    expect(report?.data).toMatchObject({ held: 1, entries: [{ notes: 'Made a cat dance with loops' }] });
    const adultMails = await services.mail.list({ to: 'adult@example.com', limit: 50 });
    expect(adultMails.items.some((m) => m.template === 'progress-report')).toBe(false);
  });
});
