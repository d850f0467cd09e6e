import { graphql } from '../../core/graphql/graphql';

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

export const ChildActivityQuery = graphql(`
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
        from
        text
        at
      }
      reports {
        cycle
        text
        sentAt
      }
    }
  }
`);
