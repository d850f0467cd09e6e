import type { z } from 'zod';
import { fieldErrors, firstMessage } from '@eazy2con/shared/validation/issues';
import { AppError } from './app-error';

/**
 * Parses input with a shared zod schema. A failure becomes BAD_USER_INPUT carrying the first issue's message
 * (the spec's wording) and each field's first message, so forms can place each message under its field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new AppError('BAD_USER_INPUT', firstMessage(result.error), { fields: fieldErrors(result.error) });
}
