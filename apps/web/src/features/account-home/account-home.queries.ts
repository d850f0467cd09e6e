import { graphql } from '../../core/graphql/graphql';

/** Every booking made with the account's confirmed e-mail, of every kind (issue 35). */
export const MyBookingsQuery = graphql(`
  query MyBookings {
    myBookings {
      kind
      id
      title
      detail
      status
      cancelled
      amountKobo
      createdAt
      at
    }
  }
`);
