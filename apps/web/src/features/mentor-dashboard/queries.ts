import { graphql, type ResultOf } from '../../app/graphql/graphql';

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
        accountBalance
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
