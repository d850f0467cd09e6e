import { gql } from 'urql';

/**
 * Bookings and ratings count once their e-mail is confirmed (docs/decisions/0004): these documents carry the
 * confirmation steps. Kept apart from queries.ts, each with its own small types.
 */

export interface CourseFigures {
  id: string;
  rating: number | null;
  ratingCount: number;
}

export type CourseRatingStatus = 'COUNTED' | 'CODE_SENT';

export const RateCourseMutation = gql<
  { rateCourse: { status: CourseRatingStatus; course: CourseFigures } },
  { courseId: string; email: string; stars: number }
>`
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
`;

export const ConfirmCourseRatingMutation = gql<
  { confirmCourseRating: CourseFigures },
  { courseId: string; email: string; code: string }
>`
  mutation ConfirmCourseRating($courseId: ID!, $email: String, $code: String) {
    confirmCourseRating(courseId: $courseId, email: $email, code: $code) {
      id
      rating
      ratingCount
    }
  }
`;

export const CreateBookCourseMutation = gql<
  { createBookCourse: { id: string; courseId: string; confirmed: boolean } },
  { input: { courseId: string; menteeName?: string; phone: string; email: string } }
>`
  mutation CreateBookCourse($input: CreateBookCourseInput!) {
    createBookCourse(input: $input) {
      id
      courseId
      confirmed
    }
  }
`;

export const ConfirmCourseBookingMutation = gql<
  { confirmCourseBooking: { id: string; confirmed: boolean; course: { id: string; title: string } | null } },
  { token: string }
>`
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
`;
