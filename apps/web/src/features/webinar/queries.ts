import { graphql } from '../../core/graphql/graphql';

export const CreateWebinarAttendeeMutation = graphql(`
  mutation CreateWebinarAttendee($input: CreateWebinarAttendeeInput!) {
    createWebinarAttendee(input: $input) {
      id
      fullName
      email
    }
  }
`);

/** The owner's change through the link in their webinar mail (`/webinar?change=…`). */
export const ChangeWebinarAttendeeMutation = graphql(`
  mutation ChangeWebinarAttendee($change: String!, $input: CreateWebinarAttendeeInput!) {
    changeWebinarAttendee(change: $change, input: $input) {
      id
      fullName
      email
    }
  }
`);
