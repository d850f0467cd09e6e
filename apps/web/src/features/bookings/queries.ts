import { graphql, type ResultOf, type VariablesOf } from '../../core/graphql/graphql';

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
        chosenTimes {
          start
          reason
          message
          session {
            id
            start
            end
          }
        }
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

/** A mentor the booking is for, as the "Your mentor" step shows it (a profile's Book link names it by id). */
const BookingMentorFields = graphql(`
  fragment BookingMentorFields on Mentor {
    id
    firstname
    lastname
    specialization
    imageUrl {
      url
    }
  }
`);
export type BookingMentor = ResultOf<typeof BookingMentorFields>;

export const BookingMentorQuery = graphql(
  `
    query BookingMentor($id: ID!) {
      getMentor(id: $id) {
        ...BookingMentorFields
      }
    }
  `,
  [BookingMentorFields],
);

/**
 * The public directory searched by name, specialization or course, a few at a time. Its own small document: the
 * mentors feature exports no public query, and the card here needs less than the directory's.
 */
export const BookingMentorSearchQuery = graphql(
  `
    query BookingMentorSearch($filter: MentorFilterInput, $limit: Int) {
      listMentors(filter: $filter, limit: $limit) {
        items {
          ...BookingMentorFields
        }
      }
    }
  `,
  [BookingMentorFields],
);

/** Books one chosen time on a booking just made (its access token proves it is the booker's). */
export const BookChosenSessionMutation = graphql(`
  mutation BookChosenSession($input: BookSessionInput!) {
    bookSession(input: $input) {
      id
      start
      end
      status
    }
  }
`);
/** A session booked (with the booking, or later by bookSession), as the success screens list it. */
export interface BookedTime {
  id: string;
  start: string;
  end: string;
}

/** Mails the code that confirms a free trial's e-mail (decision 0039); createBookAmentor takes it as trialCode. */
export const RequestTrialCodeMutation = graphql(`
  mutation RequestTrialCode($email: String!, $audience: String) {
    requestTrialCode(email: $email, audience: $audience)
  }
`);
