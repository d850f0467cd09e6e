import { graphql, type ResultOf } from '../../../core/graphql/graphql';

/** One line of the mentor's earnings history (a ledger entry on one of their balances). */
const EarningsEntryFields = graphql(`
  fragment EarningsEntryFields on EarningsEntry {
    id
    bucket
    memo
    amountKobo
    createdAt
  }
`);

/** The signed-in mentor's earnings, summed by the server from its ledger, with the newest history. */
export const MentorEarningsQuery = graphql(
  `
    query MentorEarnings($limit: Int) {
      mentorEarnings {
        pendingKobo
        availableKobo
        inFlightKobo
        paidKobo
        history(limit: $limit) {
          items {
            ...EarningsEntryFields
          }
          nextToken
        }
      }
    }
  `,
  [EarningsEntryFields],
);

/** The next page of the history ('Load more'). */
export const MentorEarningsHistoryQuery = graphql(
  `
    query MentorEarningsHistory($limit: Int, $nextToken: String) {
      mentorEarnings {
        history(limit: $limit, nextToken: $nextToken) {
          items {
            ...EarningsEntryFields
          }
          nextToken
        }
      }
    }
  `,
  [EarningsEntryFields],
);

export type MentorEarnings = NonNullable<ResultOf<typeof MentorEarningsQuery>['mentorEarnings']>;
export type EarningsEntry = ResultOf<typeof EarningsEntryFields>;
