import { graphql, type ResultOf } from '../../core/graphql/graphql';

/** The signed-in mentor's dashboard: tiles, their latest bookings and mentees (the server scopes it to them). */
const MentorBookingSummaryFields = graphql(`
  fragment MentorBookingSummaryFields on MentorBookingSummary {
    id
    fullName
    email
    phone
    plan
    course
    startDate
    endDate
    status
    paymentStatus
    createdAt
  }
`);

export const MentorDashboardQuery = graphql(
  `
    query MentorDashboard($limit: Int) {
      mentorDashboard {
        counts {
          bookings
          mentees
          courses
        }
        bookings(limit: $limit) {
          items {
            ...MentorBookingSummaryFields
          }
          nextToken
        }
        mentees {
          fullName
          email
          bookings
        }
      }
    }
  `,
  [MentorBookingSummaryFields],
);

/** The next page of the mentor's bookings ('Load more'). */
export const MentorBookingsQuery = graphql(
  `
    query MentorBookings($limit: Int, $nextToken: String) {
      mentorDashboard {
        bookings(limit: $limit, nextToken: $nextToken) {
          items {
            ...MentorBookingSummaryFields
          }
          nextToken
        }
      }
    }
  `,
  [MentorBookingSummaryFields],
);

export type MentorDashboardData = NonNullable<ResultOf<typeof MentorDashboardQuery>['mentorDashboard']>;
export type MentorBookingSummary = ResultOf<typeof MentorBookingSummaryFields>;

/** A course of the signed-in mentor, as the edit form loads it (the server refuses anyone else's). */
export const EditableCourseQuery = graphql(`
  query EditableCourse($id: ID!) {
    editableCourse(id: $id) {
      id
      title
      description
      image
      imageKey
      video
      videoKey
      topics
      durationHours
    }
  }
`);

export const CreateCourseMutation = graphql(`
  mutation CreateCourse($input: MentorCourseInput!) {
    createCourse(input: $input) {
      id
    }
  }
`);

export const UpdateCourseMutation = graphql(`
  mutation UpdateCourse($id: ID!, $input: MentorCourseInput!) {
    updateCourse(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteCourseMutation = graphql(`
  mutation DeleteCourse($id: ID!) {
    deleteCourse(id: $id)
  }
`);

export type EditableCourse = NonNullable<ResultOf<typeof EditableCourseQuery>['editableCourse']>;

/** The signed-in mentor's own record, as the profile form loads it (phone is for its owner only). */
export const OwnProfileQuery = graphql(`
  query OwnProfile($id: ID!) {
    getMentor(id: $id) {
      id
      firstname
      lastname
      specialization
      country
      phone
      bio
      github
      facebookUrl
      dribbleUrl
      linkedInUrl
      otherLinkUrl
      imageUrl {
        url
        key
      }
    }
  }
`);

export const UpdateMentorMutation = graphql(`
  mutation UpdateMentor($input: UpdateMentorInput!) {
    updateMentor(input: $input) {
      id
    }
  }
`);

export type OwnProfile = NonNullable<ResultOf<typeof OwnProfileQuery>['getMentor']>;

/** The mentor's bookable hours (issue 22), in their own time zone; the server gives the defaults until saved. */
const AvailabilityFields = graphql(`
  fragment AvailabilityFields on MentorAvailability {
    timeZone
    weekly {
      day
      start
      end
    }
    overrides {
      date
      hours {
        start
        end
      }
    }
    timeOff {
      from
      to
    }
    minNoticeHours
    bufferMinutes
    horizonWeeks
    acceptingNewMentees
  }
`);

export const MentorAvailabilityQuery = graphql(
  `
    query MentorAvailability {
      mentorAvailability {
        ...AvailabilityFields
      }
    }
  `,
  [AvailabilityFields],
);

export const SaveMentorAvailabilityMutation = graphql(
  `
    mutation SaveMentorAvailability($input: MentorAvailabilityInput!) {
      saveMentorAvailability(input: $input) {
        ...AvailabilityFields
      }
    }
  `,
  [AvailabilityFields],
);

export type MentorAvailability = ResultOf<typeof AvailabilityFields>;

/** The signed-in mentor's sessions starting in [from, to). */
export const MentorSessionsQuery = graphql(`
  query MentorSessions($from: DateTime!, $to: DateTime!) {
    mentorSessions(from: $from, to: $to) {
      id
      start
      end
      status
      format
      plan
      learnerName
      joinUrl
      cancelledBy
      cancelReason
      outcome
      outcomeNotes
      learnerResponse
      learnerComment
      responseDueAt
      outcomeSettled
    }
  }
`);

export type MentorSession = ResultOf<typeof MentorSessionsQuery>['mentorSessions'][number];

export const CancelSessionMutation = graphql(`
  mutation CancelMentorSession($id: ID!, $reason: String) {
    cancelSession(id: $id, reason: $reason) {
      id
      status
    }
  }
`);

export const MarkSessionOutcomeMutation = graphql(`
  mutation MarkSessionOutcome($id: ID!, $outcome: SessionOutcome!, $notes: String) {
    markSessionOutcome(id: $id, outcome: $outcome, notes: $notes) {
      id
      status
    }
  }
`);
