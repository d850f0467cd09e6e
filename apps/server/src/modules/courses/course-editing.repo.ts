import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courses } from './courses.schema';
import { FOREIGN_KEY_VIOLATION, RESTRICT_VIOLATION, hasSqlState } from '../../lib/sql-state';

/** A course row: what the owner check, the edit form and the file clean-up read. */
export type OwnedCourse = typeof courses.$inferSelect;

export interface CourseWrite {
  title: string;
  description: string;
  image: string;
  imageKey: string;
  video: string | null;
  videoKey: string | null;
  /** Empty and 0 mean "not set": the public pages leave them out. */
  topics: string[];
  durationHours: number;
}

export class CourseEditingRepo {
  constructor(private readonly db: DbOrTx) {}

  async find(id: string): Promise<OwnedCourse | null> {
    const [row] = await this.db.select().from(courses).where(eq(courses.id, id)).limit(1);
    return row ?? null;
  }

  async insert(mentorId: string, course: CourseWrite): Promise<string> {
    const [row] = await this.db
      .insert(courses)
      .values({ mentorId, ...course })
      .returning({ id: courses.id });
    if (!row) throw new Error('course not inserted');
    return row.id;
  }

  async update(id: string, course: CourseWrite): Promise<void> {
    await this.db.update(courses).set(course).where(eq(courses.id, id));
  }

  /** False when the database refuses: learners booked the course (their bookings and progress must stay). */
  async delete(id: string): Promise<boolean> {
    try {
      await this.db.delete(courses).where(eq(courses.id, id));
      return true;
    } catch (error) {
      // ON DELETE RESTRICT answers 23001, NO ACTION 23503: either way a row still points at the course.
      if (hasSqlState(error, RESTRICT_VIOLATION) || hasSqlState(error, FOREIGN_KEY_VIOLATION)) return false;
      throw error;
    }
  }
}
