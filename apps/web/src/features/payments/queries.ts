import { graphql } from '../../core/graphql/graphql';

/**
 * Starts a card checkout for a stored booking; the server prices it and answers the provider's page. `saveCard`: the
 * payer asks to keep the card for renewals (decision 0045).
 */
export const StartPaymentMutation = graphql(`
  mutation StartPayment($kind: PayableBookingKind!, $bookingId: ID!, $token: String!, $saveCard: Boolean) {
    startPayment(kind: $kind, bookingId: $bookingId, token: $token, saveCard: $saveCard) {
      link
      txRef
    }
  }
`);

/** Cancels a stored booking on the server (its id and token); the answer says what happens to money already paid. */
export const CancelBookingMutation = graphql(`
  mutation CancelBooking($kind: PayableBookingKind!, $bookingId: ID!, $token: String!) {
    cancelBooking(kind: $kind, bookingId: $bookingId, token: $token) {
      id
      paid
      message
    }
  }
`);
