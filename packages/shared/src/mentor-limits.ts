/**
 * Mentor directory figures (spec 3 §2.1), without zod, for the public directory's light first load.
 * Directory cards: the name cut at 18 characters and the bio preview at 125.
 */
export const CARD_NAME_MAX = 18;
export const CARD_BIO_MAX = 125;
/** Directory search: the wait after typing before the search is sent. */
export const MENTOR_SEARCH_DEBOUNCE_MS = 300;
