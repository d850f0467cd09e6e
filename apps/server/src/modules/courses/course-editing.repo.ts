import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { courses } from './courses.schema';

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

  async delete(id: string): Promise<void> {
    await this.db.delete(courses).where(eq(courses.id, id));
  }
}
