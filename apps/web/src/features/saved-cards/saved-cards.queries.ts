import { graphql, type ResultOf } from '../../core/graphql/graphql';

/** The signed-in account's saved cards (decision 0045): what identifies each to its holder, never a token. */
export const MySavedCardsQuery = graphql(`
  query MySavedCards {
    mySavedCards {
      id
      brand
      last4
      expiryMonth
      expiryYear
      createdAt
      usableUntil
    }
  }
`);

export type MySavedCard = ResultOf<typeof MySavedCardsQuery>['mySavedCards'][number];

/** Removes one of them: never charged again, its token forgotten at once. */
export const RemoveSavedCardMutation = graphql(`
  mutation RemoveSavedCard($id: ID!) {
    removeSavedCard(id: $id)
  }
`);
