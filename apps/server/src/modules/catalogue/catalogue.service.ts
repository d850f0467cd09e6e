import type { Audience, CatalogueCourseRow, CatalogueRepo } from './catalogue.repo';

export class CatalogueService {
  constructor(private readonly repo: CatalogueRepo) {}

  list(audience: Audience): Promise<CatalogueCourseRow[]> {
    return this.repo.listByAudience(audience);
  }

  /** Unknown ids answer null, which the page shows as 'Course does not exist'. */
  get(audience: Audience, id: string): Promise<CatalogueCourseRow | null> {
    return this.repo.findById(audience, id);
  }
}
