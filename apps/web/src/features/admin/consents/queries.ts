import { graphql, type ResultOf } from '../../../core/graphql/graphql';

/**
 * The consent records parents gave for their children's profiles (issue 35), newest first, paged by the server's
 * nextToken: who consented, their relationship, how it was verified, to which notice, and when it was withdrawn.
 */
export const ChildConsentsQuery = graphql(`
  query ChildConsents($limit: Int, $nextToken: String) {
    childConsents(limit: $limit, nextToken: $nextToken) {
      nextToken
      items {
        id
        childFirstName
        parentEmail
        phone
        relationship
        method
        noticeVersion
        status
        givenAt
        withdrawnAt
      }
    }
  }
`);

export type ConsentRecord = ResultOf<typeof ChildConsentsQuery>['childConsents']['items'][number];
