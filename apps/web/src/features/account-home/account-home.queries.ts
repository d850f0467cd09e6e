import { graphql, type ResultOf } from '../../core/graphql/graphql';

/** Every booking made with the account's confirmed e-mail, of every kind, with its invoices and receipts (issue 35). */
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
      payable
      invoices {
        id
        number
        status
        amountKobo
        issuedAt
        dueAt
        canPay
        canReopen
      }
      receipts {
        paymentId
        paidAt
        amountKobo
        method
      }
    }
  }
`);

export type AccountBooking = ResultOf<typeof MyBookingsQuery>['myBookings'][number];
export type AccountInvoice = AccountBooking['invoices'][number];
export type AccountReceipt = AccountBooking['receipts'][number];

/** A card checkout for one of the account's own bookings: signed in, no token needed (the server checks the e-mail). */
export const PayOwnBookingMutation = graphql(`
  mutation PayOwnBooking($kind: PayableBookingKind!, $bookingId: ID!) {
    startPayment(kind: $kind, bookingId: $bookingId) {
      link
    }
  }
`);

/** A new transfer account for one of the account's own invoices whose last one closed. */
export const ReopenOwnInvoiceMutation = graphql(`
  mutation ReopenOwnInvoice($id: ID!) {
    renewTransferAccount(id: $id) {
      id
      status
      transfer {
        bankName
        accountNumber
        amountKobo
        expiresAt
        expired
        sandbox
      }
    }
  }
`);
