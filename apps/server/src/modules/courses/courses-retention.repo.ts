import { and, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { bookCourses } from './courses.schema';

/** The courses module's deletes of expired rows, called by the retention purge (modules/retention). */
export class CoursesRetentionRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Course bookings never confirmed before their link expired: the name and phone were typed by someone who never
   * proved the address, the booking never counted, and nobody can confirm it any more.
   */
  deleteExpiredUnconfirmedBookings(now: Date): Promise<number> {
    return deleteWhere(
      this.db,
      bookCourses,
      and(isNull(bookCourses.confirmedAt), lt(bookCourses.confirmExpiresAt, now)),
    );
  }
}
