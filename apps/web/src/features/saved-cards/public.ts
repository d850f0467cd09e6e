// What other features may use from saved-cards: the "Saved cards" section of /account and the card checkout's
// "Save this card for renewals".
export { SavedCardsSection } from './SavedCardsSection';
export { SaveCardChoice } from './SaveCardChoice';
