import { and, eq, inArray, isNotNull, isNull, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, verifications } from '../accounts/accounts.schema';
import { campRegistrations } from '../camp/camp.schema';
import { bookAdvisory } from '../advisory/advisory.schema';
import { contactUs } from '../content/content.schema';
import { bootcampRegistrations } from '../bootcamp/bootcamp.schema';
import { mentorBookings } from '../bookings/mentor-bookings.schema';
import { bookCourses, courseRatingCodes } from '../courses/courses.schema';
import { mailOutbox } from '../mail/mail.schema';
import { webinarAttendees } from '../webinar/webinar.schema';

/** Deletes rows past their keeping time. Each call answers how many rows it removed. */
export class RetentionRepo {
  constructor(private readonly db: DbOrTx) {}

  async deleteContactMessagesBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(contactUs)
      .where(lt(contactUs.createdAt, cutoff))
      .returning({ id: contactUs.id });
    return rows.length;
  }

  /** Finished mails only: a pending one is still owed to its reader. */
  async deleteFinishedMailBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(mailOutbox)
      .where(and(inArray(mailOutbox.status, ['sent', 'failed']), lt(mailOutbox.createdAt, cutoff)))
      .returning({ id: mailOutbox.id });
    return rows.length;
  }

  async deleteMailOfTemplatesBefore(templates: readonly string[], cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(mailOutbox)
      .where(and(inArray(mailOutbox.template, [...templates]), lt(mailOutbox.createdAt, cutoff)))
      .returning({ id: mailOutbox.id });
    return rows.length;
  }

  /** Expired sign-in sessions and one-time codes, which Better Auth leaves behind. */
  async deleteExpiredAuthRows(now: Date): Promise<number> {
    const ended = await this.db
      .delete(sessions)
      .where(lt(sessions.expiresAt, now))
      .returning({ id: sessions.id });
    const codes = await this.db
      .delete(verifications)
      .where(lt(verifications.expiresAt, now))
      .returning({ id: verifications.id });
    return ended.length + codes.length;
  }

  /** Ratings whose code expired unused: the stars never counted, and the e-mail was never confirmed. */
  async deleteExpiredRatingCodes(now: Date): Promise<number> {
    const rows = await this.db
      .delete(courseRatingCodes)
      .where(lt(courseRatingCodes.expiresAt, now))
      .returning({ id: courseRatingCodes.id });
    return rows.length;
  }

  /**
   * Course bookings never confirmed before their link expired: the name and phone were typed by someone who never
   * proved the address, the booking never counted, and nobody can confirm it any more.
   */
  async deleteExpiredUnconfirmedBookings(now: Date): Promise<number> {
    const rows = await this.db
      .delete(bookCourses)
      .where(and(isNull(bookCourses.confirmedAt), lt(bookCourses.confirmExpiresAt, now)))
      .returning({ id: bookCourses.id });
    return rows.length;
  }

  /** Camp registrations never paid (awaiting payment, or failed) made before `cutoff`, with their child's details. */
  async deleteUnpaidCampRegistrationsBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(campRegistrations)
      .where(and(ne(campRegistrations.paymentStatus, 'PAID'), lt(campRegistrations.createdAt, cutoff)))
      .returning({ id: campRegistrations.id });
    return rows.length;
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
    const rows = await this.db
      .delete(campRegistrations)
      .where(lt(campRegistrations.createdAt, cutoff))
      .returning({ id: campRegistrations.id });
    return rows.length;
  }

  /** Bootcamp registrations older than the keeping time of booking and payment records. */
  async deleteBootcampRegistrationsBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(bootcampRegistrations)
      .where(lt(bootcampRegistrations.createdAt, cutoff))
      .returning({ id: bootcampRegistrations.id });
    return rows.length;
  }

  /** Advisory calls whose call is longer ago than the cutoff (by `call_at`, indexed). */
  async deleteAdvisoryCallsBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(bookAdvisory)
      .where(lt(bookAdvisory.callAt, cutoff))
      .returning({ id: bookAdvisory.id });
    return rows.length;
  }

  /** Webinar registrations last made (or repeated) before the cutoff (by `updated_at`, indexed). */
  async deleteWebinarRegistrationsBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(webinarAttendees)
      .where(lt(webinarAttendees.updatedAt, cutoff))
      .returning({ id: webinarAttendees.id });
    return rows.length;
  }

  async deleteMentorBookingsBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(mentorBookings)
      .where(lt(mentorBookings.createdAt, cutoff))
      .returning({ id: mentorBookings.id });
    return rows.length;
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
