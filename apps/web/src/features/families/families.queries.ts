import { graphql, type ResultOf } from '../../core/graphql/graphql';

/** A parent's children and their consent (issue 35): the account page's "Your children". */
export const MyChildrenQuery = graphql(`
  query MyChildren {
    me {
      children {
        id
        firstName
        ageBand
        yearOfBirth
        interests
        learnerSpaceOn
        consent {
          status
          givenAt
          method
          noticeVersion
          relationship
        }
      }
    }
  }
`);

export const RequestChildConsentCodeMutation = graphql(`
  mutation RequestChildConsentCode($phone: String!, $channel: DeliveryChannel) {
    requestChildConsentCode(phone: $phone, channel: $channel) {
      phone
      channel
      minutes
    }
  }
`);

export const AddChildMutation = graphql(`
  mutation AddChild($input: AddChildInput!) {
    addChild(input: $input) {
      id
      firstName
    }
  }
`);

export const WithdrawChildConsentMutation = graphql(`
  mutation WithdrawChildConsent($childId: ID!) {
    withdrawChildConsent(childId: $childId) {
      status
      withdrawnAt
    }
  }
`);

/** A message between a mentor and the child, as the activity lists it and as it arrives live. */
export const ChildMessageFields = graphql(`
  fragment ChildMessageFields on ChildMessage {
    id
    from
    text
    at
  }
`);
export type ChildMessage = ResultOf<typeof ChildMessageFields>;

export const ChildActivityQuery = graphql(
  `
    query ChildActivity($childId: ID!) {
      childActivity(childId: $childId) {
        sessions {
          start
          end
          status
          attendance
          roomUrl
          mentorName
        }
        messages {
          ...ChildMessageFields
        }
        reports {
          cycle
          text
          sentAt
        }
      }
    }
  `,
  [ChildMessageFields],
);

/** A mentor's new messages to the child, while the parent has the child's activity open (the server checks who). */
export const ChildMessageAddedSubscription = graphql(
  `
    subscription ChildMessageAdded($childId: ID!) {
      childMessageAdded(childId: $childId) {
        ...ChildMessageFields
      }
    }
  `,
  [ChildMessageFields],
);
