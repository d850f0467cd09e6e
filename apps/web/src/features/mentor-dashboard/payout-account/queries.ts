import { graphql, type ResultOf } from '../../../core/graphql/graphql';

/** The mentor's payout bank account (issue 23): the bank list, the bank's name for an account, the saved account. */

export const PayoutAccountQuery = graphql(`
  query PayoutAccount {
    payoutBanks {
      code
      name
    }
    myPayoutAccount {
      bankCode
      bankName
      accountNumberMasked
      accountName
      confirmedAt
    }
  }
`);

export const ResolvePayoutAccountMutation = graphql(`
  mutation ResolvePayoutAccount($bankCode: String!, $accountNumber: String!) {
    resolvePayoutAccount(bankCode: $bankCode, accountNumber: $accountNumber) {
      bankName
      accountNumberMasked
      accountName
    }
  }
`);

export const SavePayoutAccountMutation = graphql(`
  mutation SavePayoutAccount($bankCode: String!, $accountNumber: String!, $confirmedName: String!) {
    savePayoutAccount(bankCode: $bankCode, accountNumber: $accountNumber, confirmedName: $confirmedName) {
      bankCode
      bankName
      accountNumberMasked
      accountName
      confirmedAt
    }
  }
`);

export type SavedPayoutAccount = NonNullable<ResultOf<typeof PayoutAccountQuery>['myPayoutAccount']>;
export type PayoutBank = ResultOf<typeof PayoutAccountQuery>['payoutBanks'][number];
