import { graphql } from '../../core/graphql/graphql';

/**
 * The admin's documents about mentoring sessions (issue 22): every booked session, newest start first, paged by the
 * server's nextToken; and the team's cancel, which gives the session back to the learner and mails both sides.
 */

export const AdminSessionsQuery = graphql(`
  query AdminSessions($limit: Int, $nextToken: String, $disputed: Boolean, $status: SessionStatus) {
    adminSessions(limit: $limit, nextToken: $nextToken, disputed: $disputed, status: $status) {
      items {
        id
        bookingId
        start
        end
        status
        format
        plan
        learnerName
        mentorName
        cancelledBy
        cancelReason
        forfeited
        reschedules
        outcome
        outcomeNotes
        outcomeSettled
        learnerResponse
        learnerComment
        responseDueAt
      }
      nextToken
    }
  }
`);

export const AdminCancelSessionMutation = graphql(`
  mutation AdminCancelSession($id: ID!, $reason: String) {
    cancelSession(id: $id, reason: $reason) {
      id
      status
    }
  }
`);
