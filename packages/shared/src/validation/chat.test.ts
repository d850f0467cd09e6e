import { describe, expect, it } from 'vitest';
import { firstMessage } from './issues';
import { CHAT_MESSAGE_MAX, CreateMessageSchema, MESSAGE_REQUIRED, MESSAGE_TOO_LONG, VisitorFormSchema } from './chat';

describe('chat schemas', () => {
  it("the visitor form asks for each field with the spec's message", () => {
    const result = VisitorFormSchema.safeParse({ email: '', fullName: ' ', phone: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues.map((i) => i.message)).toEqual([
        'Email is required',
        'Name is required',
        'Phone is required',
      ]);
    }
  });

  it('a message is trimmed, non-empty and at most 2,000 characters', () => {
    expect(CreateMessageSchema.parse({ chatId: 'c', text: '  hi  ' }).text).toBe('hi');
    const blank = CreateMessageSchema.safeParse({ chatId: 'c', text: ' \n ' });
    expect(blank.success ? null : firstMessage(blank.error)).toBe(MESSAGE_REQUIRED);
    const long = CreateMessageSchema.safeParse({ chatId: 'c', text: 'x'.repeat(CHAT_MESSAGE_MAX + 1) });
    expect(long.success ? null : firstMessage(long.error)).toBe(MESSAGE_TOO_LONG);
  });
});
