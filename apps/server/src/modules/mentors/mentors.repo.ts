import { and, inArray, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mentors } from './mentors.schema';

export type MentorRow = typeof mentors.$inferSelect;
export type NewMentorRow = typeof mentors.$inferInsert;

export class MentorsRepo {
  constructor(private readonly db: DbOrTx) {}

  async findById(id: string): Promise<MentorRow | null> {
    const [row] = await this.db.select().from(mentors).where(eq(mentors.id, id)).limit(1);
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
