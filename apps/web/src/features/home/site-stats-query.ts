import { gql } from 'urql';

/** The home page's figures, counted by the server from the data (docs/decisions/0004). */
export interface SiteStats {
  courses: number;
  students: number;
  mentors: number;
}

export const SiteStatsQuery = gql<{ siteStats: SiteStats }>`
  query SiteStats {
    siteStats {
      courses
      students
      mentors
    }
  }
`;
