import { graphql } from '../../core/graphql/graphql';
import { AuthMentorFields, MeFields } from '../../core/session-fields';

export { AuthMentorFields, MeFields, type AuthMentor, type Me, type Role } from '../../core/session-fields';

/** The session again, after signing in, confirming a code or applying as a mentor (AuthState.refresh). */
export const MeQuery = graphql(
  `
    query Me {
      ...MeFields
    }
  `,
  [MeFields],
);

export const CreateMentorMutation = graphql(
  `
    mutation CreateMentor($input: CreateMentorInput!) {
      createMentor(input: $input) {
        ...AuthMentorFields
      }
    }
  `,
  [AuthMentorFields],
);
