import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessions, users, verifications } from '../accounts/accounts.schema';
import { contactUs } from '../content/content.schema';
import { createCourse, createMentor } from '../courses/courses.fixtures';
import { bookCourses, courseRatingCodes } from '../courses/courses.schema';
import { mailOutbox } from '../mail/mail.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const mail = (
  to: string,
  template: string,
  status: 'held' | 'pending' | 'sent' | 'failed',
  createdAt: Date,
) => ({
  to,
  template,
  status,
  createdAt,
  data: template.endsWith('-code')
    ? { code: '123456', expiresInMinutes: 10 }
    : { subject: 's', message: 'm' },
});

describe('retention purge', () => {
  it('deletes exactly what the privacy policy says we no longer keep', async () => {
    const db = t.database.db;
    await db.insert(contactUs).values([
      { fullName: 'Old', email: 'old@example.com', message: 'x'.repeat(20), createdAt: daysAgo(2 * 365 + 1) },
      { fullName: 'New', email: 'new@example.com', message: 'x'.repeat(20), createdAt: daysAgo(2 * 365 - 1) },
    ]);
    await db
      .insert(mailOutbox)
      .values([
        mail('old-sent@example.com', 'admin-custom', 'sent', daysAgo(366)),
        mail('old-failed@example.com', 'admin-custom', 'failed', daysAgo(366)),
        mail('old-pending@example.com', 'admin-custom', 'pending', daysAgo(366)),
        mail('recent-sent@example.com', 'admin-custom', 'sent', daysAgo(364)),
        mail('old-code@example.com', 'verification-code', 'held', daysAgo(1.5)),
        mail('old-reset@example.com', 'reset-code', 'sent', daysAgo(1.5)),
        mail('fresh-code@example.com', 'verification-code', 'held', daysAgo(0.5)),
        mail('old-rating-code@example.com', 'course-rating-code', 'sent', daysAgo(1.5)),
      ]);
    const courseId = (await createCourse(db, (await createMentor(db)).id)).id;
    const pending = { courseId, stars: 4, codeHash: 'hash' };
    await db.insert(courseRatingCodes).values([
      { ...pending, email: 'expired@example.com', expiresAt: daysAgo(0.001) },
      { ...pending, email: 'waiting@example.com', expiresAt: daysAgo(-0.005) },
    ]);
    const booking = { courseId, menteeName: 'B', phone: '08030000000' };
    await db.insert(bookCourses).values([
      { ...booking, email: 'lapsed@example.com', confirmTokenHash: 'lapsed', confirmExpiresAt: daysAgo(1) },
      { ...booking, email: 'awaiting@example.com', confirmTokenHash: 'awaiting', confirmExpiresAt: daysAgo(-6) },
      { ...booking, email: 'confirmed@example.com', confirmedAt: daysAgo(9), confirmExpiresAt: daysAgo(2) },
    ]);
    await db.insert(users).values({ id: 'retention-user', name: 'R', email: 'retention@example.com' });
    await db.insert(sessions).values([
      { id: 's-ended', token: 't-ended', userId: 'retention-user', expiresAt: daysAgo(1) },
      { id: 's-live', token: 't-live', userId: 'retention-user', expiresAt: daysAgo(-7) },
    ]);
    await db.insert(verifications).values([
      { id: 'v-ended', identifier: 'email-verification-otp-a', value: '111111:0', expiresAt: daysAgo(0.01) },
      { id: 'v-live', identifier: 'email-verification-otp-b', value: '222222:0', expiresAt: daysAgo(-0.005) },
    ]);

    const report = await t.app.services.retention.purge(now);

    expect(report).toEqual({ contactMessages: 1, mailCopies: 2, codeMails: 3, expiredAuthRows: 2, expiredRatingCodes: 1, expiredUnconfirmedBookings: 1 });
    expect((await db.select({ email: contactUs.email }).from(contactUs)).map((r) => r.email)).toEqual([
      'new@example.com',
    ]);
    const mailsLeft = (await db.select({ to: mailOutbox.to }).from(mailOutbox)).map((r) => r.to).sort();
    expect(mailsLeft).toEqual([
      'fresh-code@example.com',
      'old-pending@example.com',
      'recent-sent@example.com',
    ]);
    expect((await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id)).toEqual(['s-live']);
    expect((await db.select({ id: verifications.id }).from(verifications)).map((r) => r.id)).toEqual([
      'v-live',
    ]);
    expect(await db.select().from(users).where(eq(users.id, 'retention-user'))).toHaveLength(1);
    expect((await db.select({ email: courseRatingCodes.email }).from(courseRatingCodes)).map((r) => r.email)).toEqual([
      'waiting@example.com',
    ]);

    expect((await db.select({ email: bookCourses.email }).from(bookCourses)).map((r) => r.email).sort()).toEqual([
      'awaiting@example.com',
      'confirmed@example.com',
    ]);

    // A second run on the same day finds nothing more: instances may overlap safely.
    expect(await t.app.services.retention.purge(now)).toEqual({
      contactMessages: 0,
      mailCopies: 0,
      codeMails: 0,
      expiredAuthRows: 0,
      expiredRatingCodes: 0,
      expiredUnconfirmedBookings: 0,
    });
  });
});
