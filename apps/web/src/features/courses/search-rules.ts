import { SEARCH_MIN_LENGTH } from '@eazy2con/shared/course-limits';

/**
 * All Modules (spec 1 §4): a term filters only once it has 3 or more characters; a shorter one shows everything.
 * Answers the term to send to the server, or null for "no filter".
 */
export function moduleSearchTerm(input: string): string | null {
  const term = input.trim();
  return term.length >= SEARCH_MIN_LENGTH ? term : null;
}

/** Paid Courses (spec 1 §4): an empty term shows all; any other term filters on the language. */
export function paidSearchTerm(input: string): string | null {
  const term = input.trim();
  return term.length > 0 ? term : null;
}
