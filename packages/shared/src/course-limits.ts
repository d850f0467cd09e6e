/**
 * The mentor courses' numbers and title cuts (spec 1 §4, §5, §9), without zod: the course lists and cards of the
 * public pages need these, not the schemas of validation/courses.ts (which re-exports them), so importing them
 * does not put the schema library into those pages' first load.
 */

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const COMMENT_MAX_LENGTH = 2000;
/** How many of a course's newest comments the course page and dialog show. */
export const LATEST_COMMENTS = 5;

/** The e-mailed code that confirms a course rating. */
export const RATING_CODE_LENGTH = 6;

/** The search terms of the course lists: All Modules filters from 3 characters on (spec 1 §4). */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 300;

/** The title cuts of the course cards (spec 1 §9). */
export const PAID_CARD_TITLE_MAX = 35;
export const MODULE_CARD_TITLE_MAX = 33;

/** 'A very long title' cut to `max` characters plus an ellipsis; short titles stay as they are. */
export function cutTitle(title: string, max: number): string {
  return title.length > max ? `${title.slice(0, max)}…` : title;
}
