import { graphql, type ResultOf } from '../../core/graphql/graphql';

/** What the camp page shows of a registration: the success and welcome-back states and the invoice. */
export const CampRegistrationFields = graphql(`
  fragment CampRegistrationFields on BookKidmentor {
    id
    parentName
    parentEmail
    noOfKids
    firstChildName
    amountKobo
    transferOption
    payment {
      status
    }
  }
`);

export type CampRegistrationView = ResultOf<typeof CampRegistrationFields>;

export const CreateBookKidmentorMutation = graphql(
  `
    mutation CreateBookKidmentor($input: CreateBookKidmentorInput!) {
      createBookKidmentor(input: $input) {
        ...CampRegistrationFields
        accessToken
      }
    }
  `,
  [CampRegistrationFields],
);

export const GetBookKidmentorQuery = graphql(
  `
    query GetBookKidmentor($id: ID!, $token: String!) {
      getBookKidmentor(id: $id, token: $token) {
        ...CampRegistrationFields
      }
    }
  `,
  [CampRegistrationFields],
);

export const UpdateBookKidmentorMutation = graphql(
  `
    mutation UpdateBookKidmentor($input: UpdateBookKidmentorInput!) {
      updateBookKidmentor(input: $input) {
        ...CampRegistrationFields
      }
    }
  `,
  [CampRegistrationFields],
);
