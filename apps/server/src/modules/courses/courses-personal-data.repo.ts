import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteWhere } from '../../db/delete-where';
import { Tx } from '../../db/transaction';
import {
  ERASED_NAME,
  erasedEmail,
  exportRow,
  type DataSubject,
  type ExportSections,
  type PersonalDataOwner,
} from '../personal-data';
import { bookCourses, courseComments, courseProgress, courseRatings } from './courses.schema';

/**
 * What a person did with courses (decision 0043): course bookings, ratings and comments by their e-mail, and their
 * progress by their account. On erase a course booking stays (a customer's request a course's deletion must respect)
 * without name, e-mail or phone; a rating keeps its stars under a pseudonym (the course's average stays true); a
 * comment, being free text, is deleted. Progress goes with the account (its foreign key cascades).
 */
export class CoursesPersonalData implements PersonalDataOwner {
  constructor(private readonly db: DbOrTx) {}

  async export(person: DataSubject): Promise<ExportSections> {
    const bookings = await this.db.select().from(bookCourses).where(eq(bookCourses.email, person.email));
    const ratings = await this.db.select().from(courseRatings).where(eq(courseRatings.email, person.email));
    const comments = await this.db.select().from(courseComments).where(eq(courseComments.email, person.email));
    const progress = await this.db.select().from(courseProgress).where(eq(courseProgress.userId, person.userId));
    return {
      courseBookings: bookings.map(({ confirmTokenHash: _secret, ...row }) => exportRow(row)),
      courseRatings: ratings.map(exportRow),
      courseComments: comments.map(exportRow),
      courseProgress: progress.map(exportRow),
    };
  }

  async phonesOf(person: DataSubject, tx?: Tx): Promise<string[]> {
    const rows = await (tx ? Tx.handle(tx) : this.db)
      .select({ phone: bookCourses.phone })
      .from(bookCourses)
      .where(eq(bookCourses.email, person.email));
    return rows.map((row) => row.phone);
  }

  async erase(tx: Tx, person: DataSubject): Promise<void> {
    const db = Tx.handle(tx);
    const bookings = await db
      .select({ id: bookCourses.id })
      .from(bookCourses)
      .where(eq(bookCourses.email, person.email));
    for (const { id } of bookings) {
      await db
        .update(bookCourses)
        .set({ menteeName: ERASED_NAME, email: erasedEmail(id), phone: '', confirmTokenHash: null })
        .where(eq(bookCourses.id, id));
    }
    const ratings = await db
      .select({ id: courseRatings.id })
      .from(courseRatings)
      .where(eq(courseRatings.email, person.email));
    for (const { id } of ratings) {
      await db
        .update(courseRatings)
        .set({ email: erasedEmail(id) })
        .where(eq(courseRatings.id, id));
    }
    await deleteWhere(db, courseComments, eq(courseComments.email, person.email));
  }
}
