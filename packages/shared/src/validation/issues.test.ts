import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldErrors, firstMessage } from './issues';
import { ContactUsSchema, CONTACT_INVALID } from './content';

function errorOf(result: { success: boolean; error?: z.ZodError }): z.ZodError {
  if (!result.error) throw new Error('expected the parse to fail');
  return result.error;
}

describe('fieldErrors', () => {
  it("gives each field's first message", () => {
    const result = ContactUsSchema.safeParse({ fullName: '', email: 'nope', message: 'short' });
    expect(fieldErrors(errorOf(result))).toEqual({
      fullName: CONTACT_INVALID,
      email: CONTACT_INVALID,
      message: CONTACT_INVALID,
    });
  });

  it('puts a message about the whole input under _', () => {
    const schema = z
      .object({ password: z.string(), confirm: z.string() })
      .refine((v) => v.password === v.confirm, 'Passwords must match')
      .refine((v) => v.password.length > 0, { message: 'Password is required', path: ['password'] });
    const result = schema.safeParse({ password: '', confirm: 'x' });
    expect(fieldErrors(errorOf(result))).toEqual({ _: 'Passwords must match', password: 'Password is required' });
    expect(firstMessage(errorOf(result))).toBe('Passwords must match');
  });

  it('reports a value that is no object at all under _', () => {
    const result = z.object({ a: z.string() }, { error: 'Expected an object' }).safeParse(null);
    expect(fieldErrors(errorOf(result))).toEqual({ _: 'Expected an object' });
  });
});
