import { graphql, type ResultOf } from '../../core/graphql/graphql';

/** Whether registration is open and the seats left: counted by the server, never from a client-side list. */
export const BootcampRegistrationQuery = graphql(`
  query BootcampRegistration {
    bootcampRegistration {
      open
      slotsLeft
      slotsTotal
      feeNaira
      startDate
    }
  }
`);
export type BootcampRegistrationState = ResultOf<typeof BootcampRegistrationQuery>['bootcampRegistration'];

/** What the success and welcome-back views show of a registration. */
export const BootcampFields = graphql(`
  fragment BootcampFields on Bootcamp {
    id
    fullName
    email
    track
    trackTitle
    startDate
    amountKobo
    transferOption
    payment {
      status
    }
  }
`);
export type BootcampView = ResultOf<typeof BootcampFields>;

export const CreateBootcampMutation = graphql(
  `
    mutation CreateBootcamp($input: CreateBootcampInput!) {
      createBootcamp(input: $input) {
        ...BootcampFields
        accessToken
      }
    }
  `,
  [BootcampFields],
);

export const GetBootcampQuery = graphql(
  `
    query GetBootcamp($id: ID!, $token: String!) {
      getBootcamp(id: $id, token: $token) {
        ...BootcampFields
      }
    }
  `,
  [BootcampFields],
);

export const UpdateBootcampMutation = graphql(
  `
    mutation UpdateBootcamp($input: UpdateBootcampInput!) {
      updateBootcamp(input: $input) {
        ...BootcampFields
      }
    }
  `,
  [BootcampFields],
);

/** The catalogue's course videos the bootcamp page plays (see bootcamp-videos.ts). */
export const BootcampVideosQuery = graphql(`
  query BootcampVideos {
    catalogueCourses(audience: ADULT) {
      id
      title
      video
    }
  }
`);
