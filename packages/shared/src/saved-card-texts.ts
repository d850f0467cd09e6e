/** The card checkout's consent to save a card (decision 0045), without zod: see validation/saved-cards.ts. */
export const SAVE_CARD_LABEL = 'Save this card for renewals';
export const SAVE_CARD_HINT =
  'We keep only a token from the payment provider and the last four digits, never your card number. Remove it any time on your account page.';
export const SAVE_CARD_SIGN_IN =
  'Sign in with the e-mail you booked with to save this card for renewals. Without an account, the card is not saved.';
