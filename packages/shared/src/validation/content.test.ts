import { describe, expect, it } from 'vitest';
import { CONTACT_INVALID, ContactUsSchema, NewsletterSchema } from './content';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('NewsletterSchema', () => {
  it('needs an address, and a valid one', () => {
    expect(firstMessage(NewsletterSchema.safeParse({ email: '' }))).toBe('Email is required!');
    expect(firstMessage(NewsletterSchema.safeParse({}))).toBe('Email is required!');
    expect(firstMessage(NewsletterSchema.safeParse({ email: 'ada.example.com' }))).toBe('Email is not valid!');
    expect(NewsletterSchema.parse({ email: ' ada@example.com ' })).toEqual({ email: 'ada@example.com' });
  });
});

describe('ContactUsSchema', () => {
  const valid = { fullName: 'Ada', email: 'ada@example.com', message: 'x'.repeat(20) };

  it('accepts a message of 20 characters or more', () => {
    expect(ContactUsSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    { message: 'x'.repeat(19) },
    { message: `  ${'x'.repeat(18)}  ` },
    { email: 'ada.example.com' },
    { fullName: '' },
    { email: '' },
  ])('answers %j with the contact notice', (change) => {
    expect(firstMessage(ContactUsSchema.safeParse({ ...valid, ...change }))).toBe(CONTACT_INVALID);
  });
});
