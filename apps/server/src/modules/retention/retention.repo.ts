import { and, inArray, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, verifications } from '../accounts/accounts.schema';
import { contactUs } from '../content/content.schema';
import { bookCourses, courseRatingCodes } from '../courses/courses.schema';
import { mailOutbox } from '../mail/mail.schema';

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
}
