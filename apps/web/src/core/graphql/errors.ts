import type { CombinedError } from 'urql';

export const FALLBACK_ERROR = 'Something went wrong!';

/** The spec's rule for API failures: the first error's message, else 'Something went wrong!'. */
export function apiErrorMessage(error: CombinedError | Error | null | undefined, fallback = FALLBACK_ERROR): string {
  if (!error) return fallback;
  if ('graphQLErrors' in error) {
    const first = error.graphQLErrors[0];
    if (first?.message) return first.message;
    return fallback;
  }
  return error.message || fallback;
}

/** The error code the server attached (BAD_USER_INPUT, FORBIDDEN, …), if any. */
export function apiErrorCode(error: CombinedError | null | undefined): string | undefined {
  const code = error?.graphQLErrors[0]?.extensions.code;
  return typeof code === 'string' ? code : undefined;
}

/** Per-field messages of a BAD_USER_INPUT error, to show each under its form field. */
export function apiFieldErrors(error: CombinedError | null | undefined): Record<string, string> {
  const fields = error?.graphQLErrors[0]?.extensions.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
