import { graphql, type ResultOf } from '../../../core/graphql/graphql';

/**
 * The children a mentor teaches (issue 35): first name and age band only, which is all the server gives a mentor;
 * the mentor's own messages with each (childActivity answers a mentor with their part only); and a new message,
 * which the child's parent reads too.
 */
export const ChildrenITeachQuery = graphql(`
  query ChildrenITeach {
    childrenITeach {
      id
      firstName
      ageBand
    }
  }
`);

export const ChildMessagesQuery = graphql(`
  query ChildMessages($childId: ID!) {
    childActivity(childId: $childId) {
      messages {
        id
        from
        text
        at
      }
    }
  }
`);

export const MessageChildMutation = graphql(`
  mutation MessageChild($childId: ID!, $text: String!) {
    messageChild(childId: $childId, text: $text) {
      id
      from
      text
      at
    }
  }
`);

export type TaughtChild = ResultOf<typeof ChildrenITeachQuery>['childrenITeach'][number];
