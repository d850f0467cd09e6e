/** A search term as a LIKE/ILIKE pattern matches it literally: its `%`, `_` and backslash escaped. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
