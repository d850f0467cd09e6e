import { z } from 'zod';

/** The key under which a message about the whole input (not one field) is given. */
export const FORM_ERROR_KEY = '_';

/**
 * The first message of each field of a failed parse of a shared schema, so that a form can show each under its
 * field; a message about the whole input comes under `_`. The server sends the same map with BAD_USER_INPUT.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const flat = z.flattenError(error);
  const byField: Record<string, string[] | undefined> = flat.fieldErrors;
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(byField)) {
    const first = messages?.[0];
    if (first !== undefined) out[field] = first;
  }
  const formError = flat.formErrors[0];
  if (formError !== undefined) out[FORM_ERROR_KEY] = formError;
  return out;
}

/** The message to show for a failed parse as a whole: its first issue's (the spec's wording). */
export const firstMessage = (error: z.ZodError, fallback = 'Invalid input'): string =>
  error.issues[0]?.message ?? fallback;
