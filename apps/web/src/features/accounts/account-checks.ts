/**
 * The account forms' shared schemas (and zod with them, about 25 kB gzip), imported when a form is first used
 * rather than with /login, /signup or /forgot_password (issue 38): the forms pass them to `lazySchemaValidator`, and
 * their submit handlers, which run after the checks have loaded, read the parsed values with the same import.
 */
export const accountSchemas = () => import('@eazy2con/shared/validation/accounts');
