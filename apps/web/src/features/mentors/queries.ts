import { graphql, type ResultOf } from '../../core/graphql/graphql';
import { CourseFields } from '../courses/public';

/** A directory card's mentor. */
export const MentorCardFields = graphql(`
  fragment MentorCardFields on Mentor {
    id
    firstname
    lastname
    specialization
    bio
    imageUrl {
      url
    }
    rating
    reviewCount
  }
`);
export type MentorCard = ResultOf<typeof MentorCardFields>;

export const ListMentorsQuery = graphql(
  `
    query ListMentors($filter: MentorFilterInput, $limit: Int, $nextToken: String) {
      listMentors(filter: $filter, limit: $limit, nextToken: $nextToken) {
        items {
          ...MentorCardFields
        }
        nextToken
      }
    }
  `,
  [MentorCardFields],
);

/** The countries the directory's mentors live in (codes), for its country filter. */
export const MentorCountriesQuery = graphql(`
  query MentorCountries {
    mentorCountries
  }
`);

export const MentorProfileQuery = graphql(
  `
    query MentorProfile($id: ID!) {
      getMentor(id: $id) {
        id
        status
        firstname
        lastname
        specialization
        country
        countryName
        bio
        video
        imageUrl {
          url
        }
        github
        facebookUrl
        dribbleUrl
        linkedInUrl
        otherLinkUrl
        students
        classes
        courseCount
        rating
        reviewCount
        ratingBreakdown
        courses(limit: 24) {
          items {
            ...CourseFields
          }
        }
      }
    }
  `,
  [CourseFields],
);
export type MentorProfile = NonNullable<ResultOf<typeof MentorProfileQuery>['getMentor']>;

export const MentorReviewsQuery = graphql(`
  query MentorReviews($mentorId: ID!) {
    listMentorReviews(mentorId: $mentorId) {
      id
      name
      message
      stars
      createdAt
    }
  }
`);
export type MentorReview = ResultOf<typeof MentorReviewsQuery>['listMentorReviews'][number];

export const RequestMentorReviewCodeMutation = graphql(`
  mutation RequestMentorReviewCode($mentorId: ID!, $email: String) {
    requestMentorReviewCode(mentorId: $mentorId, email: $email)
  }
`);

export const CreateMentorReviewMutation = graphql(`
  mutation CreateMentorReview(
    $mentorId: ID!
    $email: String
    $code: String
    $name: String
    $message: String
    $stars: Int
  ) {
    createMentorReview(mentorId: $mentorId, email: $email, code: $code, name: $name, message: $message, stars: $stars) {
      id
    }
  }
`);
