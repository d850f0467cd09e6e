import { graphql, type ResultOf } from '../../app/graphql/graphql';

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
