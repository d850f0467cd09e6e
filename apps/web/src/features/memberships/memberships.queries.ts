import { graphql, type ResultOf } from '../../core/graphql/graphql';

/** What every membership answer carries (issue 36): the query's and each change's, so the page shows the new state. */
const MembershipFields = graphql(`
  fragment MembershipFields on Membership {
    bookingId
    status
    autoRenew
    nextRenewalOn
    pausedUntil
    standingTimes {
      weekday
      time
      timeZone
    }
    paymentMethod {
      kind
      last4
      expiry
    }
    cycles {
      number
      startsOn
      endsOn
      status
      sessionsIncluded
      sessionsUsed
      sessionsCarried
      amountKobo
      paid
    }
  }
`);

/**
 * A booking's membership, or null when it is not one (a free trial, unpaid). Its learner reads it by the booking's
 * token or signed in with the booking's confirmed e-mail (no token); its mentor reads it signed in.
 */
export const MembershipQuery = graphql(
  `
    query Membership($bookingId: ID!, $token: String) {
      membership(bookingId: $bookingId, token: $token) {
        ...MembershipFields
      }
    }
  `,
  [MembershipFields],
);

/**
 * The memberships of a page's bookings in one request (the account's bookings, the mentor's table): each row's
 * component asks with the page's ids, so urql sends one query for them all and each row reads its own.
 */
export const MembershipsOfQuery = graphql(
  `
    query MembershipsOf($bookingIds: [ID!]!) {
      memberships(bookingIds: $bookingIds) {
        ...MembershipFields
      }
    }
  `,
  [MembershipFields],
);

export type Membership = NonNullable<ResultOf<typeof MembershipQuery>['membership']>;
export type MembershipCycle = Membership['cycles'][number];
export type StandingTime = Membership['standingTimes'][number];

export const SetStandingTimesMutation = graphql(
  `
    mutation SetStandingTimes($bookingId: ID!, $token: String, $times: [StandingTimeInput!]!) {
      setStandingTimes(bookingId: $bookingId, token: $token, times: $times) {
        ...MembershipFields
      }
    }
  `,
  [MembershipFields],
);

export const PauseMembershipMutation = graphql(
  `
    mutation PauseMembership($bookingId: ID!, $token: String, $days: Int!) {
      pauseMembership(bookingId: $bookingId, token: $token, days: $days) {
        ...MembershipFields
      }
    }
  `,
  [MembershipFields],
);

export const ResumeMembershipMutation = graphql(
  `
    mutation ResumeMembership($bookingId: ID!, $token: String) {
      resumeMembership(bookingId: $bookingId, token: $token) {
        ...MembershipFields
      }
    }
  `,
  [MembershipFields],
);

export const CancelMembershipMutation = graphql(
  `
    mutation CancelMembership($bookingId: ID!, $token: String, $reason: String) {
      cancelMembership(bookingId: $bookingId, token: $token, reason: $reason) {
        ...MembershipFields
      }
    }
  `,
  [MembershipFields],
);

export const SetAutoRenewMutation = graphql(
  `
    mutation SetAutoRenew($bookingId: ID!, $token: String, $on: Boolean!) {
      setAutoRenew(bookingId: $bookingId, token: $token, on: $on) {
        ...MembershipFields
      }
    }
  `,
  [MembershipFields],
);

export const ChangeMembershipPlanMutation = graphql(
  `
    mutation ChangeMembershipPlan($bookingId: ID!, $token: String, $planOption: String!) {
      changeMembershipPlan(bookingId: $bookingId, token: $token, planOption: $planOption) {
        ...MembershipFields
      }
    }
  `,
  [MembershipFields],
);

/** Pays the next cycle now; `payLink` is a card checkout's address or the cycle's invoice page path. */
export const PayNextCycleMutation = graphql(
  `
    mutation PayNextCycle($bookingId: ID!, $token: String, $method: PaymentMethodKind!) {
      payNextCycle(bookingId: $bookingId, token: $token, method: $method) {
        ...MembershipFields
        payLink
      }
    }
  `,
  [MembershipFields],
);
