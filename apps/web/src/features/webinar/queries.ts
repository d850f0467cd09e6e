import { graphql } from '../../app/graphql/graphql';

export const CreateWebinarAttendeeMutation = graphql(`
  mutation CreateWebinarAttendee($input: CreateWebinarAttendeeInput!) {
    createWebinarAttendee(input: $input) {
      id
      fullName
      email
    }
  }
`);
