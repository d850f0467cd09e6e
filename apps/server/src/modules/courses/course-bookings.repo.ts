import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inTransaction, Tx } from '../../db/transaction';
import { courses } from '../courses/courses.schema';
import { mentors } from '../mentors/mentors.schema';
import { bookCourses } from './courses.schema';
import type { BookCourseRow } from './courses.repo';

export interface NewBooking {
  courseId: string;
  menteeName: string;
  phone: string;
  email: string;
  confirmedAt: Date | null;
  confirmTokenHash: string | null;
  confirmExpiresAt: Date | null;
}

/** What the booking mails name: the course and its mentor. */
export interface BookedCourse {
  title: string;
  mentorName: string;
}

/** Course bookings from the checkout page and their confirmation. */
export class CourseBookingsRepo {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Runs `work` in one transaction (the caller's `within`, or a new one), with this repository bound to it and the
   * opaque `Tx` to hand to other modules' services.
   */
  transaction<T>(work: (repo: CourseBookingsRepo, tx: Tx) => Promise<T>, within?: Tx): Promise<T> {
    return inTransaction(this.db, within, (handle, tx) => work(new CourseBookingsRepo(handle), tx));
  }

  /** This repository writing through a caller's transaction. */
  in(tx: Tx): CourseBookingsRepo {
    return new CourseBookingsRepo(Tx.handle(tx));
  }

  async insert(values: NewBooking): Promise<BookCourseRow> {
    const [row] = await this.db.insert(bookCourses).values(values).returning();
    if (!row) throw new Error('booking insert returned no row');
    return row;
  }

  /**
   * Confirms the unconfirmed booking whose link token has this hash, if the link has not expired, and spends the
   * token, in one statement: two clicks at once cannot both confirm, and a used link finds nothing.
   */
  async confirmByToken(tokenHash: string, now: Date): Promise<BookCourseRow | null> {
    const [row] = await this.db
      .update(bookCourses)
      .set({ confirmedAt: now, confirmTokenHash: null, confirmExpiresAt: null, updatedAt: now })
      .where(
        and(
          eq(bookCourses.confirmTokenHash, tokenHash),
          isNull(bookCourses.confirmedAt),
          gt(bookCourses.confirmExpiresAt, now),
        ),
      )
      .returning();
    return row ?? null;
  }

  async bookedCourse(courseId: string): Promise<BookedCourse | null> {
    const [row] = await this.db
      .select({ title: courses.title, firstname: mentors.firstname, lastname: mentors.lastname })
      .from(courses)
      .innerJoin(mentors, eq(mentors.id, courses.mentorId))
      .where(eq(courses.id, courseId))
      .limit(1);
    return row ? { title: row.title, mentorName: `${row.firstname} ${row.lastname}` } : null;
  }
}
