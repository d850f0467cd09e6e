import { graphql, type ResultOf } from '../../core/graphql/graphql';

/** The signed-in account's mentor record (spec 1 §3: the client auth state's `data`). */
export const AuthMentorFields = graphql(`
  fragment AuthMentorFields on Mentor {
    id
    status
    firstname
    lastname
    # Null unless the viewer owns the record or is an admin (the server guards it).
    email
    specialization
    isActive
    isAdmin
    userSubId
    imageUrl {
      url
      key
    }
  }
`);

export type AuthMentor = ResultOf<typeof AuthMentorFields>;

/** The session as the client auth state reads it (spec 1 §3); part of every first load's query (app/shell-data.tsx). */
export const MeFields = graphql(
  `
    fragment MeFields on Query {
      me {
        role
        isAuthenticated
        sub
        email
        emailVerified
        mentor {
          ...AuthMentorFields
        }
      }
    }
  `,
  [AuthMentorFields],
);

/** The session again, after signing in, confirming a code or applying as a mentor (AuthState.refresh). */
export const MeQuery = graphql(
  `
    query Me {
      ...MeFields
    }
  `,
  [MeFields],
);

export type Me = ResultOf<typeof MeFields>['me'];
export type Role = Me['role'];

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
