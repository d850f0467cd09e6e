import { and, eq, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { sessions, verifications } from '../accounts/accounts.schema';
import { campRegistrations } from '../camp/camp.schema';
import { bookAdvisory } from '../advisory/advisory.schema';
import { contactUs } from '../content/content.schema';
import { bootcampRegistrations } from '../bootcamp/bootcamp.schema';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { bookCourses, courseRatingCodes } from '../courses/courses.schema';
import { mentorReviewCodes } from '../mentors/mentor-reviews.schema';
import { mailOutbox } from '../mail/mail.schema';
import { webinarAttendees } from '../webinar/webinar.schema';
import { chats, chatVisitors } from '../chat/chat.schema';

/** Deletes rows past their keeping time. Each call answers how many rows it removed. */
export class RetentionRepo {
  constructor(private readonly db: DbOrTx) {}

  /** Deletes the rows of `table` that `where` selects; answers how many (PGlite and node-postgres alike). */
  private async deleteWhere(table: PgTable, where: SQL | undefined): Promise<number> {
    const rows = await this.db.delete(table).where(where).returning({ one: sql<number>`1` });
    return rows.length;
  }

  /** Chats whose last message (updatedAt) is older than the cutoff; their messages go with them (cascade). */
  async deleteChatsBefore(cutoff: Date): Promise<number> {
    return this.deleteWhere(chats, lt(chats.updatedAt, cutoff));
  }

  async deleteChatlessVisitorsBefore(cutoff: Date): Promise<number> {
    return this.deleteWhere(
      chatVisitors,
      and(
        lt(chatVisitors.updatedAt, cutoff),
        sql`not exists (select 1 from ${chats} where ${chats.visitorId} = ${chatVisitors.id})`,
      ),
    );
  }

  async deleteContactMessagesBefore(cutoff: Date): Promise<number> {
    return this.deleteWhere(contactUs, lt(contactUs.createdAt, cutoff));
  }

  /** Finished mails only: a pending one is still owed to its reader. */
  async deleteFinishedMailBefore(cutoff: Date): Promise<number> {
    return this.deleteWhere(mailOutbox, and(inArray(mailOutbox.status, ['sent', 'failed']), lt(mailOutbox.createdAt, cutoff)));
  }

  async deleteMailOfTemplatesBefore(templates: readonly string[], cutoff: Date): Promise<number> {
    return this.deleteWhere(mailOutbox, and(inArray(mailOutbox.template, [...templates]), lt(mailOutbox.createdAt, cutoff)));
  }

  /** Expired sign-in sessions and one-time codes, which Better Auth leaves behind. */
  async deleteExpiredAuthRows(now: Date): Promise<number> {
    const ended = await this.deleteWhere(sessions, lt(sessions.expiresAt, now));
    const codes = await this.deleteWhere(verifications, lt(verifications.expiresAt, now));
    return ended + codes;
  }

  /**
   * Ratings whose code expired unused (the stars never counted, the e-mail was never confirmed), and mentor review
   * codes that expired unused.
   */
  async deleteExpiredRatingCodes(now: Date): Promise<number> {
    const ratings = await this.deleteWhere(courseRatingCodes, lt(courseRatingCodes.expiresAt, now));
    return ratings + (await this.deleteWhere(mentorReviewCodes, lt(mentorReviewCodes.expiresAt, now)));
  }

  /**
   * Course bookings never confirmed before their link expired: the name and phone were typed by someone who never
   * proved the address, the booking never counted, and nobody can confirm it any more.
   */
  async deleteExpiredUnconfirmedBookings(now: Date): Promise<number> {
    return this.deleteWhere(bookCourses, and(isNull(bookCourses.confirmedAt), lt(bookCourses.confirmExpiresAt, now)));
  }

  /** Camp registrations never paid (awaiting payment, or failed) made before `cutoff`, with their child's details. */
  async deleteUnpaidCampRegistrationsBefore(cutoff: Date): Promise<number> {
    return this.deleteWhere(campRegistrations, and(ne(campRegistrations.paymentStatus, 'PAID'), lt(campRegistrations.createdAt, cutoff)));
  }

  /** Removes the child's name, age and interest from camp registrations made before `cutoff`; the rest stays. */
  async eraseCampChildDetailsBefore(cutoff: Date, now: Date): Promise<number> {
    const rows = await this.db
      .update(campRegistrations)
      .set({ firstChildName: null, firstChildAge: null, firstChildInterest: null, childDetailsErasedAt: now })
      .where(and(isNull(campRegistrations.childDetailsErasedAt), lt(campRegistrations.createdAt, cutoff)))
      .returning({ id: campRegistrations.id });
    return rows.length;
  }

  /** Camp registrations whose booking record has been kept as long as the rules ask. */
  async deleteCampRegistrationsBefore(cutoff: Date): Promise<number> {
    return this.deleteWhere(campRegistrations, lt(campRegistrations.createdAt, cutoff));
  }

  /** Bootcamp registrations older than the keeping time of booking and payment records. */
  async deleteBootcampRegistrationsBefore(cutoff: Date): Promise<number> {
    return this.deleteWhere(bootcampRegistrations, lt(bootcampRegistrations.createdAt, cutoff));
  }

  /** Advisory calls whose call is longer ago than the cutoff (by `call_at`, indexed). */
  async deleteAdvisoryCallsBefore(cutoff: Date): Promise<number> {
    return this.deleteWhere(bookAdvisory, lt(bookAdvisory.callAt, cutoff));
  }

  /** Webinar registrations last made (or repeated) before the cutoff (by `updated_at`, indexed). */
  async deleteWebinarRegistrationsBefore(cutoff: Date): Promise<number> {
    return this.deleteWhere(webinarAttendees, lt(webinarAttendees.updatedAt, cutoff));
  }

  async deleteMentorBookingsBefore(cutoff: Date): Promise<number> {
    return this.deleteWhere(mentorBookings, lt(mentorBookings.createdAt, cutoff));
  }

  /** Clears the child's age bracket of kids mentor bookings that ended before `lastDay` (YYYY-MM-DD). */
  async clearKidAgeBracketsEndedBefore(lastDay: string): Promise<number> {
    const rows = await this.db
      .update(mentorBookings)
      .set({ image: null })
      .where(and(eq(mentorBookings.audience, 'kids'), isNotNull(mentorBookings.image), lt(mentorBookings.endDate, lastDay)))
      .returning({ id: mentorBookings.id });
    return rows.length;
  }
}
