import { graphql, type ResultOf, type VariablesOf } from '../../../core/graphql/graphql';

/** Memberships, newest first, of one status or all, paged by the server's nextToken (issue 36). */
export const AdminMembershipsQuery = graphql(`
  query AdminMemberships($status: MembershipStatus, $limit: Int, $nextToken: String) {
    adminMemberships(status: $status, limit: $limit, nextToken: $nextToken) {
      nextToken
      items {
        bookingId
        learnerName
        mentorName
        plan
        planOption
        status
        currentCycle
        nextRenewalOn
        nextCyclePaid
        nextCycleAmountKobo
      }
    }
  }
`);

/** The figures above the list: counts by status, monthly recurring revenue and renewals by week, all the server's. */
export const AdminMembershipStatsQuery = graphql(`
  query AdminMembershipStats {
    adminMembershipStats {
      counts {
        status
        count
      }
      recurringPerCycleKobo
      monthlyRecurringRevenueKobo
      renewalsByWeek {
        weekStart
        isoWeek
        renewals
        amountKobo
      }
    }
  }
`);

export type AdminMembershipRow = ResultOf<typeof AdminMembershipsQuery>['adminMemberships']['items'][number];
export type MembershipStatus = NonNullable<VariablesOf<typeof AdminMembershipsQuery>['status']>;
export type MembershipStats = ResultOf<typeof AdminMembershipStatsQuery>['adminMembershipStats'];
export type RenewalWeek = MembershipStats['renewalsByWeek'][number];
