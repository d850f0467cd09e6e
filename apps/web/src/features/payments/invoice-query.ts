import { graphql, type ResultOf } from '../../core/graphql/graphql';

/** The stored invoice as both routes draw it: figures from the stored booking, a number, dates and a reference. */
export const BookingInvoiceFields = graphql(`
  fragment BookingInvoiceFields on BookingInvoice {
    id
    number
    reference
    issuedAt
    dueAt
    name
    email
    item
    amountKobo
    paid
    status
    sandbox
    company {
      name
      address
      rcNumber
    }
    transfer {
      bankName
      accountNumber
      amountKobo
      expiresAt
      expired
      sandbox
    }
  }
`);

export type StoredInvoice = ResultOf<typeof BookingInvoiceFields>;

/** The booking's invoice, issued the first time it is opened (Pay Later hands the booking's id and token). */
export const OpenInvoiceMutation = graphql(
  `
    mutation OpenInvoice($kind: PayableBookingKind!, $bookingId: ID!, $token: String!) {
      openInvoice(kind: $kind, bookingId: $bookingId, token: $token) {
        ...BookingInvoiceFields
      }
    }
  `,
  [BookingInvoiceFields],
);

/** The invoice behind its own link, /payment-invoice/{id}?t={booking token}; a wrong token reads as not found. */
export const InvoiceByLinkQuery = graphql(
  `
    query InvoiceByLink($id: ID!, $token: String!) {
      invoice(id: $id, token: $token) {
        ...BookingInvoiceFields
      }
    }
  `,
  [BookingInvoiceFields],
);

/** A new transfer account once the last one expired (the invoice's own link). */
export const RenewTransferMutation = graphql(
  `
    mutation RenewTransferAccount($id: ID!, $token: String!) {
      renewTransferAccount(id: $id, token: $token) {
        ...BookingInvoiceFields
      }
    }
  `,
  [BookingInvoiceFields],
);

/** The sandbox's "simulate transfer": pays the test account in full, short or in excess. */
export const SimulateTransferMutation = graphql(
  `
    mutation SimulateTransfer($id: ID!, $token: String!, $outcome: SimulatedTransfer!) {
      simulateTransfer(id: $id, token: $token, outcome: $outcome) {
        ...BookingInvoiceFields
      }
    }
  `,
  [BookingInvoiceFields],
);
