import { graphql, type ResultOf } from '../../app/graphql/graphql';

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

export const MeQuery = graphql(
  `
    query Me {
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

export type Me = ResultOf<typeof MeQuery>['me'];
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
