import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { catalogueCourses } from './catalogue.schema';

export type CatalogueCourseRow = typeof catalogueCourses.$inferSelect;
export type NewCatalogueCourseRow = typeof catalogueCourses.$inferInsert;
export type Audience = CatalogueCourseRow['audience'];

export class CatalogueRepo {
  constructor(private readonly db: DbOrTx) {}

  listByAudience(audience: Audience): Promise<CatalogueCourseRow[]> {
    return this.db
      .select()
      .from(catalogueCourses)
      .where(eq(catalogueCourses.audience, audience))
      .orderBy(asc(catalogueCourses.position));
  }

  async findById(audience: Audience, id: string): Promise<CatalogueCourseRow | null> {
    const [row] = await this.db
      .select()
      .from(catalogueCourses)
      .where(and(eq(catalogueCourses.audience, audience), eq(catalogueCourses.id, id)))
      .limit(1);
    return row ?? null;
  }
}
