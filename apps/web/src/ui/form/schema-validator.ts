import type { z } from 'zod';
import { fieldErrors } from '@eazy2con/shared/validation/issues';
import type { FieldErrors, FormValues, Validate } from './use-form';

/**
 * A form's messages from the shared zod schema the server parses too (the browser shows what the API would answer).
 * Empty fields are parsed as '' so that the schema's "required" messages are the ones shown. `extra` adds values
 * the form does not show (the course of a booking, the address a code was sent to).
 */
export function schemaValidator<V extends FormValues>(
  schema: z.ZodType,
  extra: Record<string, unknown> = {},
): Validate<V> {
  return (values) => {
    const result = schema.safeParse({ ...values, ...extra });
    return result.success ? {} : (fieldErrors(result.error) as FieldErrors<V>);
  };
}
