import { z } from 'zod';

// The value kinds the environment schema (env.ts and its parts) is written with.

export const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

export const optionalUrl = (protocols: string[]) =>
  optionalString.refine(
    (v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)),
    `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  );

// An on/off switch: 1, true, yes, on or 0, false, no, off (any case).
export const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['1', 'true', 'yes', 'on', '0', 'false', 'no', 'off'], { error: 'must be 1 or 0 (or true or false)' }))
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));
