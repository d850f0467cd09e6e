/**
 * The account forms' lengths without zod (issue 38): the sign-in pages draw their fields with them, and importing
 * validation/accounts.ts for them put the schema library into those pages' first load. That file re-exports these
 * and builds its schemas on them.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const CODE_LENGTH = 6;
