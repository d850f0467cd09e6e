import { graphql } from '../../core/graphql/graphql';

/** The result screens' call: the server verifies the payment named in the URL with the provider. */
export const SettlePaymentMutation = graphql(`
  mutation SettlePayment($txRef: String!, $transactionId: String, $status: String) {
    settlePayment(txRef: $txRef, transactionId: $transactionId, status: $status) {
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
