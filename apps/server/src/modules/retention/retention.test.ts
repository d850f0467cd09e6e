import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sessions, users, verifications } from '../accounts/accounts.schema';
import { contactUs } from '../content/content.schema';
import { createCourse, createMentor } from '../courses/courses.fixtures';
import { bootcampRegistrations } from '../bootcamp/bootcamp.schema';
import { bookCourses } from '../courses/courses.schema';
import { oneTimeCodes } from '../one-time-codes/one-time-codes.schema';
import { mailOutbox } from '../mail/mail.schema';
import { bookAdvisory } from '../advisory/advisory.schema';
import { webinarAttendees } from '../webinar/webinar.schema';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { chatMessages, chats, chatVisitors } from '../chat/chat.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const now = new Date('2026-11-21T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const mail = (to: string, template: string, status: 'held' | 'pending' | 'sent' | 'failed', createdAt: Date) => ({
  to,
  template,
  status,
  createdAt,
  data: template.endsWith('-code') ? { code: '123456', expiresInMinutes: 10 } : { subject: 's', message: 'm' },
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
    const pending = { purpose: 'course-rating' as const, subjectId: courseId, payload: { stars: 4 }, codeHash: 'hash' };
    await db.insert(oneTimeCodes).values([
      { ...pending, email: 'expired@example.com', expiresAt: daysAgo(0.001) },
      { ...pending, email: 'waiting@example.com', expiresAt: daysAgo(-0.005) },
    ]);
    const booking = { courseId, menteeName: 'B', phone: '08030000000' };
    await db.insert(bookCourses).values([
      { ...booking, email: 'lapsed@example.com', confirmTokenHash: 'lapsed', confirmExpiresAt: daysAgo(1) },
      { ...booking, email: 'awaiting@example.com', confirmTokenHash: 'awaiting', confirmExpiresAt: daysAgo(-6) },
      { ...booking, email: 'confirmed@example.com', confirmedAt: daysAgo(9), confirmExpiresAt: daysAgo(2) },
    ]);
    const registration = {
      fullName: 'R',
      phone: '08030000000',
      country: 'NG',
      source: 'Facebook' as const,
      doYouHaveAlaptop: 'Yes' as const,
      track: 'frontend' as const,
      amountKobo: 2_000_000,
      accessTokenHash: 'hash',
    };
    await db.insert(bootcampRegistrations).values([
      { ...registration, email: 'bootcamp-2020@example.com', createdAt: daysAgo(6 * 365 + 1) },
      { ...registration, email: 'bootcamp-recent@example.com', createdAt: daysAgo(6 * 365 - 1) },
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

    expect(report).toEqual({
      contactMessages: 1,
      mailCopies: 2,
      codeMails: 3,
      heldMails: 0,
      sandboxCheckouts: 0,
      expiredAuthRows: 2,
      expiredRatingCodes: 1,
      expiredUnconfirmedBookings: 1,
      unpaidCampRegistrations: 0,
      campChildDetailsErased: 0,
      oldCampRegistrations: 0,
      bootcampRegistrations: 1,
      advisoryCalls: 0,
      webinarRegistrations: 0,
      mentorBookings: 0,
      kidAgeBrackets: 0,
      chats: 0,
      chatVisitors: 0,
    });
    expect((await db.select({ email: contactUs.email }).from(contactUs)).map((r) => r.email)).toEqual([
      'new@example.com',
    ]);
    const mailsLeft = (await db.select({ to: mailOutbox.to }).from(mailOutbox)).map((r) => r.to).sort();
    expect(mailsLeft).toEqual(['fresh-code@example.com', 'old-pending@example.com', 'recent-sent@example.com']);
    expect((await db.select({ id: sessions.id }).from(sessions)).map((r) => r.id)).toEqual(['s-live']);
    expect((await db.select({ id: verifications.id }).from(verifications)).map((r) => r.id)).toEqual(['v-live']);
    expect(await db.select().from(users).where(eq(users.id, 'retention-user'))).toHaveLength(1);
    expect((await db.select({ email: oneTimeCodes.email }).from(oneTimeCodes)).map((r) => r.email)).toEqual([
      'waiting@example.com',
    ]);

    expect((await db.select({ email: bookCourses.email }).from(bookCourses)).map((r) => r.email).sort()).toEqual([
      'awaiting@example.com',
      'confirmed@example.com',
    ]);

    expect(
      (await db.select({ email: bootcampRegistrations.email }).from(bootcampRegistrations)).map((r) => r.email),
    ).toEqual(['bootcamp-recent@example.com']);

    // A second run on the same day finds nothing more: instances may overlap safely.
    expect(await t.app.services.retention.purge(now)).toEqual({
      contactMessages: 0,
      mailCopies: 0,
      codeMails: 0,
      heldMails: 0,
      sandboxCheckouts: 0,
      expiredAuthRows: 0,
      expiredRatingCodes: 0,
      expiredUnconfirmedBookings: 0,
      unpaidCampRegistrations: 0,
      campChildDetailsErased: 0,
      oldCampRegistrations: 0,
      bootcampRegistrations: 0,
      advisoryCalls: 0,
      webinarRegistrations: 0,
      mentorBookings: 0,
      kidAgeBrackets: 0,
      chats: 0,
      chatVisitors: 0,
    });
  });

  it('deletes advisory calls a year after the call, and webinar registrations a year after the last one', async () => {
    const db = t.database.db;
    const call = (day: string, callTime: string, callAt: Date) => ({
      fullName: 'Caller',
      phone: '08030000000',
      email: `${callTime.replace(/\W/g, '')}@example.com`,
      callDate: `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`,
      callDay: day,
      callTime,
      callAt,
    });
    await db
      .insert(bookAdvisory)
      .values([call('2025-11-20', '9:00 AM', daysAgo(366)), call('2025-11-22', '9:20 AM', daysAgo(364))]);
    const attendee = { fullName: 'A', phone: '08030000000' };
    await db.insert(webinarAttendees).values([
      { ...attendee, email: 'gone@example.com', createdAt: daysAgo(400), updatedAt: daysAgo(366) },
      // Registered long ago, registered again lately: kept.
      { ...attendee, email: 'again@example.com', createdAt: daysAgo(400), updatedAt: daysAgo(30) },
    ]);

    const report = await t.app.services.retention.purge(now);

    expect(report).toMatchObject({ advisoryCalls: 1, webinarRegistrations: 1 });
    expect((await db.select({ time: bookAdvisory.callTime }).from(bookAdvisory)).map((r) => r.time)).toEqual([
      '9:20 AM',
    ]);
    expect((await db.select({ email: webinarAttendees.email }).from(webinarAttendees)).map((r) => r.email)).toEqual([
      'again@example.com',
    ]);
  });

  it("deletes mentor bookings after 6 years, and a child's age bracket 12 months after the booking ended", async () => {
    const db = t.database.db;
    const booking = {
      audience: 'adult' as const,
      fullName: 'B',
      phone: '08030000000',
      type: 'Personal',
      course: 'React',
      startDate: '2020-01-01',
      endDate: '2020-06-30',
      amountKobo: 5_000_000,
      accessTokenHash: 'h',
    };
    await db.insert(mentorBookings).values([
      { ...booking, email: 'ancient@example.com', createdAt: daysAgo(6 * 365 + 1) },
      { ...booking, email: 'kept@example.com', createdAt: daysAgo(6 * 365 - 1) },
      {
        ...booking,
        email: 'kid-ended@example.com',
        audience: 'kids',
        type: 'Family',
        image: '7 - 12 years',
        endDate: '2025-11-20',
      },
      {
        ...booking,
        email: 'kid-recent@example.com',
        audience: 'kids',
        type: 'Family',
        image: '7 - 12 years',
        endDate: '2025-11-22',
      },
    ]);
    const report = await t.app.services.retention.purge(now);
    expect(report).toMatchObject({ mentorBookings: 1, kidAgeBrackets: 1 });
    const left = await db.select({ email: mentorBookings.email, image: mentorBookings.image }).from(mentorBookings);
    expect(left.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'kept@example.com', image: null },
      { email: 'kid-ended@example.com', image: null },
      { email: 'kid-recent@example.com', image: '7 - 12 years' },
    ]);
  });

  it('deletes chats 2 years after the last message, with their messages, then visitors left without chats', async () => {
    const db = t.database.db;
    const mentor = await createMentor(db);
    const visitor = (email: string, updatedAt: Date) =>
      db
        .insert(chatVisitors)
        .values({ email, fullName: 'V', phone: '1', tokenHash: null, createdAt: updatedAt, updatedAt })
        .returning();
    const [oldVisitor] = await visitor('old-visitor@example.com', daysAgo(800));
    const [keptVisitor] = await visitor('kept-visitor@example.com', daysAgo(800));
    const [oldChat] = await db
      .insert(chats)
      .values({ mentorId: mentor.id, visitorId: oldVisitor!.id, updatedAt: daysAgo(731) })
      .returning();
    await db.insert(chats).values({ mentorId: mentor.id, visitorId: keptVisitor!.id, updatedAt: daysAgo(700) });
    await db
      .insert(chatMessages)
      .values({ chatId: oldChat!.id, text: 'old', userId: oldVisitor!.id, sender: 'visitor', createdAt: daysAgo(731) });

    const report = await t.app.services.retention.purge(now);
    expect(report).toMatchObject({ chats: 1, chatVisitors: 1 });
    expect((await db.select({ email: chatVisitors.email }).from(chatVisitors)).map((r) => r.email)).toEqual([
      'kept-visitor@example.com',
    ]);
    expect(await db.select().from(chatMessages).where(eq(chatMessages.chatId, oldChat!.id))).toEqual([]);
  });
});
