import { gql } from 'urql';

/** A mentor course as the cards, the dialog and the course page show it. */
export interface Course {
  id: string;
  mentorId: string;
  title: string;
  image: string;
  video: string | null;
  description: string;
  language: string;
  topics: string[];
  duration: number;
  rating: number | null;
  ratingCount: number;
  students: number;
  commentCount: number;
  mentor: { id: string; firstname: string; lastname: string; specialization: string } | null;
}

export interface CourseComment {
  id: string;
  name: string | null;
  text: string;
  createdAt: string;
}

export interface CourseWithComments extends Course {
  latestComments: CourseComment[];
}

export interface CoursePage<T> {
  items: T[];
  nextToken: string | null;
}

export interface MyCourse {
  course: Course;
  completedTopics: string[];
  progress: number;
}

const COURSE_FIELDS = `
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
  mentor { id firstname lastname specialization }
`;

export const ListCoursesQuery = gql<
  { listCourses: CoursePage<Course> },
  { filter?: { search?: string | null }; limit?: number; nextToken?: string | null }
>`
  query ListCourses($filter: CourseFilterInput, $limit: Int, $nextToken: String) {
    listCourses(filter: $filter, limit: $limit, nextToken: $nextToken) {
      items { ${COURSE_FIELDS} }
      nextToken
    }
  }
`;

export const GetCourseQuery = gql<{ getCourse: CourseWithComments | null }, { id: string }>`
  query GetCourse($id: ID!) {
    getCourse(id: $id) {
      ${COURSE_FIELDS}
      latestComments { id name text createdAt }
    }
  }
`;

export const MyCoursesQuery = gql<
  { myCourses: CoursePage<MyCourse> },
  { filter?: { language?: string | null }; limit?: number; nextToken?: string | null }
>`
  query MyCourses($filter: MyCourseFilterInput, $limit: Int, $nextToken: String) {
    myCourses(filter: $filter, limit: $limit, nextToken: $nextToken) {
      items { course { ${COURSE_FIELDS} } completedTopics progress }
      nextToken
    }
  }
`;

export const CommentCourseMutation = gql<
  { commentCourse: CourseComment },
  { courseId: string; text: string; name?: string | null }
>`
  mutation CommentCourse($courseId: ID!, $text: String, $name: String) {
    commentCourse(courseId: $courseId, text: $text, name: $name) { id name text createdAt }
  }
`;

export const SetCourseTopicDoneMutation = gql<
  { setCourseTopicDone: Pick<MyCourse, 'completedTopics' | 'progress'> & { course: { id: string } } },
  { courseId: string; topic: string; done: boolean }
>`
  mutation SetCourseTopicDone($courseId: ID!, $topic: String!, $done: Boolean!) {
    setCourseTopicDone(courseId: $courseId, topic: $topic, done: $done) { course { id } completedTopics progress }
  }
`;
