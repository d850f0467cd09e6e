import { graphql } from '../../core/graphql/graphql';

/**
 * The admin back office's documents about bookings (mentor and kids bookings, bootcamp seats, webinar attendees,
 * advisory calls), and the live events that refresh those lists.
 * Every list takes AdminListInput and answers { items, total }; the server checks the admin role on each.
 */

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
        cancelledAt
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
        cancelledAt
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
        cancelledAt
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
