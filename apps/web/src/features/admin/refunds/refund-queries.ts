import { graphql, type ResultOf } from '../../../core/graphql/graphql';

/** The admin's refunds (issue 23): received payments with what is left of each, and the refunds made. */

export const RefundablePaymentsQuery = graphql(`
  query AdminRefundablePayments($list: AdminListInput) {
    listRefundablePayments(list: $list) {
      total
      items {
        id
        txRef
        bookingKind
        item
        payerName
        payerEmail
        provider
        receivedKobo
        refundedKobo
        leftKobo
        settledAt
      }
    }
  }
`);

export const RefundsQuery = graphql(`
  query AdminRefunds($list: AdminListInput) {
    listRefunds(list: $list) {
      total
      items {
        id
        paymentId
        bookingKind
        payerEmail
        amountKobo
        status
        automatic
        reason
        requestedBy
        failureReason
        shortfallKobo
        createdAt
        completedAt
      }
    }
  }
`);

export const RefundPaymentMutation = graphql(`
  mutation RefundPayment($paymentId: ID!, $amountKobo: Int, $reason: String!) {
    refundPayment(paymentId: $paymentId, amountKobo: $amountKobo, reason: $reason) {
      id
      status
      amountKobo
      failureReason
    }
  }
`);

export type RefundablePaymentRow = ResultOf<typeof RefundablePaymentsQuery>['listRefundablePayments']['items'][number];
export type RefundRow = ResultOf<typeof RefundsQuery>['listRefunds']['items'][number];
