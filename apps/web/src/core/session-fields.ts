import { graphql, type ResultOf } from './graphql/graphql';

/*
 * The session's fields: part of every first load's query (shell-data.tsx), so they sit below the features with the
 * shell's data. The accounts feature owns the rest of the session (its queries, AuthState) and re-exports these.
 */

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

/** The session as the client auth state reads it (spec 1 §3); part of every first load's query (shell-data.tsx). */
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

export type Me = ResultOf<typeof MeFields>['me'];
export type Role = Me['role'];
