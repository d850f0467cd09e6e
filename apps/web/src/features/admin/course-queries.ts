import { graphql } from '../../core/graphql/graphql';

/**
 * The admin back office's documents about courses and the reviews of mentors.
 * Every list takes AdminListInput and answers { items, total }; the server checks the admin role on each.
 */

export const AdminCoursesQuery = graphql(`
  query AdminCourses($list: AdminListInput) {
    listAdminCourses(list: $list) {
      items {
        id
        title
        language
        topics
        videoUrl
        duration
        description
        mentors {
          id
          name
        }
        createdAt
      }
      total
    }
  }
`);

export const CreateAdminCourseMutation = graphql(`
  mutation CreateAdminCourse($input: AdminCourseInput!) {
    createAdminCourse(input: $input) {
      id
    }
  }
`);

export const UpdateAdminCourseMutation = graphql(`
  mutation UpdateAdminCourse($id: ID!, $input: AdminCourseEditInput!) {
    updateAdminCourse(id: $id, input: $input) {
      id
      title
      language
      duration
    }
  }
`);

export const AdminMentorOptionsQuery = graphql(`
  query AdminMentorOptions($search: String) {
    adminMentorOptions(search: $search) {
      id
      name
    }
  }
`);

export const AdminReviewsQuery = graphql(`
  query AdminReviews($list: AdminListInput) {
    listMentorReviewsForModeration(list: $list) {
      items {
        id
        name
        email
        stars
        message
        mentorId
        mentorName
        hidden
        createdAt
      }
      total
    }
  }
`);

export const HideMentorReviewMutation = graphql(`
  mutation HideMentorReview($id: ID!) {
    hideMentorReview(id: $id) {
      id
    }
  }
`);

export const ShowMentorReviewMutation = graphql(`
  mutation ShowMentorReview($id: ID!) {
    showMentorReview(id: $id) {
      id
    }
  }
`);
