import type { StatsRepo } from '../read-models/stats.repo';

export interface SiteStats {
  courses: number;
  students: number;
  mentors: number;
  /** The countries the counted mentors live in. */
  mentorCountries: number;
  /** Figures under this are not shown as figures (STATS_FLOOR). */
  floor: number;
}

/**
 * The home page's figures (spec 1 §1 shows '48+ Courses / 100+ Students / 84 Mentors'), counted from the data as it
 * is now rather than printed; see docs/decisions/0004 for what each one counts.
 */
export class StatsService {
  constructor(
    private readonly repo: StatsRepo,
    private readonly floor: number,
  ) {}

  async siteStats(): Promise<SiteStats> {
    const [courses, students, { mentors, countries }] = await Promise.all([
      this.repo.courseCount(),
      this.repo.studentCount(),
      this.repo.mentorCount(),
    ]);
    return { courses, students, mentors, mentorCountries: countries, floor: this.floor };
  }
}
