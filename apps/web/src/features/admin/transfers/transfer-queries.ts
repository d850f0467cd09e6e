import { graphql, type ResultOf } from '../../../core/graphql/graphql';

/** The admin's held bank transfers (issue 23): paid into an invoice's account with another amount than its own. */
export const HeldBankTransfersQuery = graphql(`
  query AdminHeldBankTransfers($offset: Int, $limit: Int) {
    heldBankTransfers(offset: $offset, limit: $limit) {
      total
      items {
        id
        txRef
        invoiceId
        invoiceNumber
        invoiceStatus
        bookingKind
        bookingId
        bankName
        accountNumber
        expectedKobo
        receivedKobo
        flag
        heldAt
      }
    }
  }
`);

export type HeldBankTransferRow = ResultOf<typeof HeldBankTransfersQuery>['heldBankTransfers']['items'][number];
