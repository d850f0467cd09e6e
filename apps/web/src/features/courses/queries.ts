import { graphql, type ResultOf } from '../../core/graphql/graphql';

/** A mentor course as the cards, the dialog and the course page show it. */
export const CourseFields = graphql(`
  fragment CourseFields on Course {
    id
    mentorId
    title
    image
    video
    description
    language
    topics
    duration
    rating
    ratingCount
    students
    commentCount
    mentor {
      id
      firstname
      lastname
      specialization
    }
  }
`);

export type Course = ResultOf<typeof CourseFields>;

export const CourseCommentFields = graphql(`
  fragment CourseCommentFields on CourseComment {
    id
    name
    text
    createdAt
  }
`);

export type CourseComment = ResultOf<typeof CourseCommentFields>;

export const ListCoursesQuery = graphql(
  `
    query ListCourses($filter: CourseFilterInput, $limit: Int, $nextToken: String) {
      listCourses(filter: $filter, limit: $limit, nextToken: $nextToken) {
        items {
          ...CourseFields
        }
        nextToken
      }
    }
  `,
  [CourseFields],
);

export const GetCourseQuery = graphql(
  `
    query GetCourse($id: ID!) {
      getCourse(id: $id) {
        ...CourseFields
        latestComments {
          ...CourseCommentFields
        }
      }
    }
  `,
  [CourseFields, CourseCommentFields],
);

export type CourseWithComments = NonNullable<ResultOf<typeof GetCourseQuery>['getCourse']>;

export const MyCoursesQuery = graphql(
  `
    query MyCourses($filter: MyCourseFilterInput, $limit: Int, $nextToken: String) {
      myCourses(filter: $filter, limit: $limit, nextToken: $nextToken) {
        items {
          course {
            ...CourseFields
          }
          completedTopics
          progress
        }
        nextToken
      }
    }
  `,
  [CourseFields],
);

/** One of the signed-in learner's courses, with their own progress. */
export type MyCourse = ResultOf<typeof MyCoursesQuery>['myCourses']['items'][number];

export const CommentCourseMutation = graphql(
  `
    mutation CommentCourse($courseId: ID!, $text: String, $name: String) {
      commentCourse(courseId: $courseId, text: $text, name: $name) {
        ...CourseCommentFields
      }
    }
  `,
  [CourseCommentFields],
);

export const SetCourseTopicDoneMutation = graphql(`
  mutation SetCourseTopicDone($courseId: ID!, $topic: String!, $done: Boolean!) {
    setCourseTopicDone(courseId: $courseId, topic: $topic, done: $done) {
      course {
        id
      }
      completedTopics
      progress
    }
  }
`);
