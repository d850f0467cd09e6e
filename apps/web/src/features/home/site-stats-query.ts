import { graphql, type ResultOf } from '../../core/graphql/graphql';

/** The home page's figures, counted by the server from the data (docs/decisions/0004). */
export const SiteStatsFields = graphql(`
  fragment SiteStatsFields on Query {
    siteStats {
      courses
      students
      mentors
      mentorCountries
      floor
    }
  }
`);

export const SiteStatsQuery = graphql(
  `
    query SiteStats {
      ...SiteStatsFields
    }
  `,
  [SiteStatsFields],
);

export type SiteStats = ResultOf<typeof SiteStatsFields>['siteStats'];
