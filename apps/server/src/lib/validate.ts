import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Parses input with a shared zod schema. A failure becomes BAD_USER_INPUT carrying the first issue's message
 * (the spec's wording) and every issue per field, so forms can place each message under its field.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new AppError('BAD_USER_INPUT', result.error.issues[0]?.message ?? 'Invalid input', { fields });
}
