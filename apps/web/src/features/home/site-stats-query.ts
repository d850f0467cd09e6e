import { graphql, type ResultOf } from '../../app/graphql/graphql';

/** The home page's figures, counted by the server from the data (docs/decisions/0004). */
export const SiteStatsQuery = graphql(`
  query SiteStats {
    siteStats {
      courses
      students
      mentors
    }
  }
`);

export type SiteStats = ResultOf<typeof SiteStatsQuery>['siteStats'];
