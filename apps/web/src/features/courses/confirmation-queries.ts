import { graphql } from '../../core/graphql/graphql';

/**
 * Bookings and ratings count once their e-mail is confirmed (docs/decisions/0004): these documents carry the
 * confirmation steps.
 */

export const RateCourseMutation = graphql(`
  mutation RateCourse($courseId: ID!, $email: String, $stars: Int) {
    rateCourse(courseId: $courseId, email: $email, stars: $stars) {
      status
      course {
        id
        rating
        ratingCount
      }
    }
  }
`);

export const ConfirmCourseRatingMutation = graphql(`
  mutation ConfirmCourseRating($courseId: ID!, $email: String, $code: String) {
    confirmCourseRating(courseId: $courseId, email: $email, code: $code) {
      id
      rating
      ratingCount
    }
  }
`);

export const CreateBookCourseMutation = graphql(`
  mutation CreateBookCourse($input: CreateBookCourseInput!) {
    createBookCourse(input: $input) {
      id
      courseId
      confirmed
    }
  }
`);

export const ConfirmCourseBookingMutation = graphql(`
  mutation ConfirmCourseBooking($token: String) {
    confirmCourseBooking(token: $token) {
      id
      confirmed
      course {
        id
        title
      }
    }
  }
`);
