import { graphql } from '../../core/graphql/graphql';

/** A person's data rights on /account (issue 35, decision 0043). */
export const MyDataExportsQuery = graphql(`
  query MyDataExports {
    myDataExports {
      id
      status
      requestedAt
      readyAt
      expiresAt
    }
  }
`);

export const RequestMyDataMutation = graphql(`
  mutation RequestMyData {
    requestMyData {
      id
      status
      requestedAt
      readyAt
      expiresAt
    }
  }
`);

export const RequestAccountDeletionCodeMutation = graphql(`
  mutation RequestAccountDeletionCode {
    requestAccountDeletionCode
  }
`);

export const DeleteMyAccountMutation = graphql(`
  mutation DeleteMyAccount($code: String!) {
    deleteMyAccount(code: $code)
  }
`);
