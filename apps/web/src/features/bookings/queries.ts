import { graphql, type ResultOf, type VariablesOf } from '../../app/graphql/graphql';

/** What the booking screens show of a booking: who booked, the plan and what the server charges for it. */
export const MentorBookingFields = graphql(`
  fragment MentorBookingFields on BookAmentor {
    id
    fullName
    email
    phone
    type
    course
    amountKobo
    transferOption
    payment {
      status
    }
  }
`);

export const CreateBookAmentorMutation = graphql(
  `
    mutation CreateBookAmentor($input: CreateBookAmentorInput!) {
      createBookAmentor(input: $input) {
        ...MentorBookingFields
        accessToken
      }
    }
  `,
  [MentorBookingFields],
);

export const GetBookAmentorQuery = graphql(
  `
    query GetBookAmentor($id: ID!, $token: String!) {
      getBookAmentor(id: $id, token: $token) {
        ...MentorBookingFields
      }
    }
  `,
  [MentorBookingFields],
);

export const UpdateBookAmentorMutation = graphql(`
  mutation UpdateBookAmentor($input: UpdateBookAmentorInput!) {
    updateBookAmentor(input: $input) {
      id
      transferOption
    }
  }
`);

export type MentorBookingSummary = ResultOf<typeof MentorBookingFields>;
export type CreateBookAmentorInput = VariablesOf<typeof CreateBookAmentorMutation>['input'];
