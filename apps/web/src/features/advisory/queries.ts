import { graphql } from '../../core/graphql/graphql';

export const AdvisorySlotsTakenQuery = graphql(`
  query AdvisorySlotsTaken($date: String!) {
    advisorySlotsTaken(date: $date)
  }
`);

export const CreateBookAdvisoryMutation = graphql(`
  mutation CreateBookAdvisory($input: CreateBookAdvisoryInput!) {
    createBookAdvisory(input: $input) {
      id
      callDate
      callTime
    }
  }
`);
