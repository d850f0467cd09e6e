import { graphql, type ResultOf } from '../../core/graphql/graphql';

/** A mentor's free starts in [from, to) (UTC), for a session of `minutes`; public, at most 35 days at once. */
export const MentorSlotsQuery = graphql(`
  query MentorSlots(
    $mentorId: ID!
    $from: DateTime!
    $to: DateTime!
    $minutes: Int
    $weekendsOnly: Boolean
    $groupSeats: Int
  ) {
    mentorSlots(
      mentorId: $mentorId
      from: $from
      to: $to
      minutes: $minutes
      weekendsOnly: $weekendsOnly
      groupSeats: $groupSeats
    ) {
      start
      end
      blockedUntil
    }
  }
`);

/** One booking by its access token, or (without one) all of the signed-in learner's bookings, with their sessions. */
export const MySessionsQuery = graphql(`
  query MySessions($bookingId: ID, $token: String) {
    mySessions(bookingId: $bookingId, token: $token) {
      bookingId
      plan
      audience
      mentorId
      mentorName
      included
      used
      left
      minutes
      format
      weekendsOnly
      cycleStart
      cycleEnd
      paymentStatus
      sessions {
        id
        bookingId
        start
        end
        status
        viewerRole
        joinUrl
        joinOpensAt
        freeChangeUntil
        reschedules
        cancelledBy
        cancelReason
        forfeited
        outcome
        learnerResponse
        learnerComment
        responseDueAt
        outcomeSettled
        mentorName
        learnerName
        plan
      }
    }
  }
`);

export type BookingSessions = ResultOf<typeof MySessionsQuery>['mySessions'][number];
export type MentoringSession = BookingSessions['sessions'][number];

const BookedSessionFields = graphql(`
  fragment BookedSessionFields on BookedSession {
    id
    start
    end
    status
  }
`);

export const BookSessionMutation = graphql(
  `
    mutation BookSession($input: BookSessionInput!) {
      bookSession(input: $input) {
        ...BookedSessionFields
      }
    }
  `,
  [BookedSessionFields],
);

export const RescheduleSessionMutation = graphql(
  `
    mutation RescheduleSession($id: ID!, $start: DateTime!, $token: String) {
      rescheduleSession(id: $id, start: $start, token: $token) {
        ...BookedSessionFields
      }
    }
  `,
  [BookedSessionFields],
);

export const CancelSessionMutation = graphql(
  `
    mutation CancelSession($id: ID!, $reason: String, $token: String) {
      cancelSession(id: $id, reason: $reason, token: $token) {
        ...BookedSessionFields
      }
    }
  `,
  [BookedSessionFields],
);

export const RespondToSessionMutation = graphql(
  `
    mutation RespondToSession($id: ID!, $response: LearnerResponse!, $comment: String, $token: String) {
      respondToSession(id: $id, response: $response, comment: $comment, token: $token) {
        ...BookedSessionFields
      }
    }
  `,
  [BookedSessionFields],
);

/** The learner's review of the mentor after a held session; it shows on the mentor's profile (one per mentor). */
export const ReviewMentorAfterSessionMutation = graphql(`
  mutation ReviewMentorAfterSession($sessionId: ID!, $token: String, $name: String!, $message: String!, $stars: Int!) {
    reviewMentorAfterSession(sessionId: $sessionId, token: $token, name: $name, message: $message, stars: $stars) {
      id
      name
      message
      stars
    }
  }
`);
