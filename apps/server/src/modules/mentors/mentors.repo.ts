import { and, inArray, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mentors } from './mentors.schema';

export type MentorRow = typeof mentors.$inferSelect;
export type NewMentorRow = typeof mentors.$inferInsert;

export class MentorsRepo {
  // A mentor page is a read every visitor makes: a prepared statement, built once (see CoursesRepo.prepare).
  private byId: ReturnType<MentorsRepo['prepareById']> | null = null;

  constructor(private readonly db: DbOrTx) {}

  private prepareById() {
    return this.db.select().from(mentors).where(eq(mentors.id, sql.placeholder('id'))).limit(1).prepare('mentor_by_id');
  }

  async findById(id: string): Promise<MentorRow | null> {
    const [row] = await (this.byId ??= this.prepareById()).execute({ id });
    return row ?? null;
  }

  findManyByIds(ids: string[], status: MentorRow['status']): Promise<MentorRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(mentors)
      .where(and(inArray(mentors.id, ids), eq(mentors.status, status)));
  }
}
