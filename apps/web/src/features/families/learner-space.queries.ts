import { graphql } from '../../core/graphql/graphql';

/** A child's learner space (issue 35): the parent's switch on the account page, and the child's own page. */

export const SetLearnerCodeMutation = graphql(`
  mutation SetLearnerCode($childId: ID!, $code: String!) {
    setLearnerCode(childId: $childId, code: $code)
  }
`);

export const ClearLearnerCodeMutation = graphql(`
  mutation ClearLearnerCode($childId: ID!) {
    clearLearnerCode(childId: $childId)
  }
`);

export const LearnerSignInMutation = graphql(`
  mutation LearnerSignIn($childId: ID!, $code: String!) {
    learnerSignIn(childId: $childId, code: $code) {
      token
      firstName
    }
  }
`);

export const LearnerSpaceQuery = graphql(`
  query LearnerSpace($token: String!) {
    learnerSpace(token: $token) {
      firstName
      sessions {
        start
        end
        status
        roomUrl
        mentorName
      }
    }
  }
`);
