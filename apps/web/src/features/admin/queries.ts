import { graphql } from '../../app/graphql/graphql';

/**
 * The admin back office's documents (the admin contract). Every list takes AdminListInput and answers
 * { items, total }; the server checks the admin role on each.
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

export const AdminBookAmentorsQuery = graphql(`
  query AdminBookAmentors($list: AdminListInput, $custom: Boolean) {
    listBookAmentors(list: $list, custom: $custom) {
      items {
        id
        fullName
        email
        phone
        course
        detailCourseName
        courseDetails
        whyLearnTheCourse
        type
        image
        startDate
        endDate
        mentorId
        mentorName
        status
        paid
        transferOption
        createdAt
      }
      total
    }
  }
`);

export const SetBookAmentorStatusMutation = graphql(`
  mutation SetBookAmentorStatus($id: ID!, $status: MentorBookingStatus!) {
    setBookAmentorStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

export const DeleteBookAmentorMutation = graphql(`
  mutation DeleteBookAmentor($id: ID!) {
    deleteBookAmentor(id: $id)
  }
`);

export const AdminBookKidmentorsQuery = graphql(`
  query AdminBookKidmentors($list: AdminListInput) {
    listBookKidmentors(list: $list) {
      items {
        id
        kind
        parentName
        parentEmail
        parentPhone
        noOfKids
        childAge
        interest
        plan
        paid
        transferOption
        createdAt
      }
      total
    }
  }
`);

export const DeleteBookKidmentorMutation = graphql(`
  mutation DeleteBookKidmentor($id: ID!) {
    deleteBookKidmentor(id: $id)
  }
`);

export const MarkTransferPaidMutation = graphql(`
  mutation MarkTransferPaid($kind: PayableBookingKind!, $id: ID!, $reference: String!) {
    markTransferPaid(kind: $kind, id: $id, reference: $reference)
  }
`);

export const AdminBootcampsQuery = graphql(`
  query AdminBootcamps($list: AdminListInput) {
    listBootcamps(list: $list) {
      items {
        id
        fullName
        email
        phone
        country
        source
        track
        whyLearnTheCourse
        doYouHaveAlaptop
        paid
        transferOption
        createdAt
      }
      total
    }
  }
`);

export const AdminWebinarAttendeesQuery = graphql(`
  query AdminWebinarAttendees($list: AdminListInput) {
    listWebinarAttendees(list: $list) {
      items {
        id
        fullName
        email
        phone
        source
        webinar
        joinMailList
        createdAt
      }
      total
    }
  }
`);

export const AdminBookAdvisoriesQuery = graphql(`
  query AdminBookAdvisories($list: AdminListInput) {
    listBookAdvisories(list: $list) {
      items {
        id
        fullName
        email
        phone
        source
        callDate
        callTime
        callAt
        createdAt
      }
      total
    }
  }
`);

export const AdminContactUssQuery = graphql(`
  query AdminContactUss($list: AdminListInput) {
    listContactUss(list: $list) {
      items {
        id
        fullName
        email
        message
        createdAt
      }
      total
    }
  }
`);

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

export const AdminOutboxQuery = graphql(`
  query AdminOutbox($list: AdminListInput, $status: MailStatus) {
    listOutboxMails(list: $list, status: $status) {
      items {
        id
        to
        subject
        template
        status
        attempts
        lastError
        createdAt
      }
      total
    }
  }
`);

export const RetryMailMutation = graphql(`
  mutation RetryMail($id: ID!) {
    retryMail(id: $id) {
      id
      status
    }
  }
`);

export const AdminAuditQuery = graphql(`
  query AdminAudit($list: AdminListInput) {
    listAuditLog(list: $list) {
      items {
        id
        actorEmail
        action
        targetType
        targetId
        before
        after
        createdAt
      }
      total
    }
  }
`);

export const SendAdminMailMutation = graphql(`
  mutation SendAdminMail($email: String!, $subject: String!, $message: String!) {
    sendAdminMail(email: $email, subject: $subject, message: $message)
  }
`);

export const OnCreateWebinarAttendee = graphql(`
  subscription OnCreateWebinarAttendee {
    onCreateWebinarAttendee
  }
`);

export const OnDeleteBookAmentor = graphql(`
  subscription OnDeleteBookAmentor {
    onDeleteBookAmentor
  }
`);

export const OnChangeBookKidmentor = graphql(`
  subscription OnChangeBookKidmentor {
    onChangeBookKidmentor
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
