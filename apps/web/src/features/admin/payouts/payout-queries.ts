import { graphql, type ResultOf } from '../../../core/graphql/graphql';

/** The admin's payouts (issue 23): weekly batches to approve, each payout, and the sandbox's simulate control. */

export const PayoutSettingsQuery = graphql(`
  query AdminPayoutSettings {
    payoutSettings {
      sandbox
      minimumKobo
    }
  }
`);

export const PayoutBatchesQuery = graphql(`
  query AdminPayoutBatches($list: AdminListInput) {
    listPayoutBatches(list: $list) {
      total
      items {
        id
        week
        status
        totalKobo
        approvedAt
        approvedBy
        createdAt
      }
    }
  }
`);

export const PayoutsQuery = graphql(`
  query AdminPayouts($list: AdminListInput) {
    listPayouts(list: $list) {
      total
      items {
        id
        batchId
        mentorName
        mentorEmail
        amountKobo
        status
        reference
        bankName
        accountNumberMasked
        failureReason
        createdAt
        settledAt
      }
    }
  }
`);

export const GatherPayoutBatchMutation = graphql(`
  mutation GatherPayoutBatch {
    gatherPayoutBatch {
      id
      status
      totalKobo
    }
  }
`);

export const ApprovePayoutBatchMutation = graphql(`
  mutation ApprovePayoutBatch($batchId: ID!) {
    approvePayoutBatch(batchId: $batchId) {
      id
      status
      totalKobo
    }
  }
`);

export const SimulatePayoutMutation = graphql(`
  mutation SimulatePayoutTransfer($payoutId: ID!, $outcome: SimulatedTransferOutcome!) {
    simulatePayoutTransfer(payoutId: $payoutId, outcome: $outcome) {
      id
      status
    }
  }
`);

export type PayoutBatchRow = ResultOf<typeof PayoutBatchesQuery>['listPayoutBatches']['items'][number];
export type PayoutRow = ResultOf<typeof PayoutsQuery>['listPayouts']['items'][number];
