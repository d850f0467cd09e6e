import { graphql } from '../../core/graphql/graphql';

/**
 * The result screens' read: the server verifies the payment named in the URL with the provider (while it is
 * undecided) and says where it stands. A query, so the server draws the page with its answer (decision 0049).
 */
export const PaymentResultQuery = graphql(`
  query PaymentResult($txRef: String!, $transactionId: String, $status: String) {
    paymentResult(txRef: $txRef, transactionId: $transactionId, status: $status) {
      status
      paid
      bookingKind
      bookingId
      txRef
      item
      amountKobo
    }
  }
`);
