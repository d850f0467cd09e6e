import { graphql } from '../../core/graphql/graphql';

/**
 * The admin back office's documents about mentors: applications, their status, invitations.
 * Every list takes AdminListInput and answers { items, total }; the server checks the admin role on each.
 */

export const AdminMentorFields = graphql(`
  fragment AdminMentorFields on AdminMentor {
    id
    firstname
    lastname
    email
    phone
    country
    specialization
    yrsOfexperience
    github
    projects
    bio
    linkedInUrl
    otherLinkUrl
    video
    status
    isActive
    createdAt
  }
`);

export const MentorApplicationsQuery = graphql(
  `
    query MentorApplications($list: AdminListInput) {
      listMentorApplications(list: $list) {
        items {
          ...AdminMentorFields
        }
        total
      }
    }
  `,
  [AdminMentorFields],
);

export const UpdateMentorStatusMutation = graphql(
  `
    mutation UpdateMentorStatus($id: ID!, $status: MentorStatus!) {
      updateMentorStatus(id: $id, status: $status) {
        ...AdminMentorFields
      }
    }
  `,
  [AdminMentorFields],
);

export const RequestMentorInfoMutation = graphql(
  `
    mutation RequestMentorInfo($id: ID!, $message: String!) {
      requestMentorInfo(id: $id, message: $message) {
        ...AdminMentorFields
      }
    }
  `,
  [AdminMentorFields],
);

export const InviteMentorMutation = graphql(`
  mutation InviteMentor($email: String!, $firstname: String!, $lastname: String!) {
    inviteMentor(email: $email, firstname: $firstname, lastname: $lastname) {
      id
    }
  }
`);
