import { graphql } from '../../app/graphql/graphql';

/** The booking's invoice as the server has it: figures from the stored booking, a number and a transfer reference. */
export const OpenInvoiceMutation = graphql(`
  mutation OpenInvoice($kind: PayableBookingKind!, $bookingId: ID!, $token: String!) {
    openInvoice(kind: $kind, bookingId: $bookingId, token: $token) {
      number
      reference
      createdAt
      name
      email
      item
      amountKobo
      paid
    }
  }
`);
