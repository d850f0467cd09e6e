import { describe, expect, it } from 'vitest';
import { mergeMessages } from './messages';

const message = (id: string, createdAt: string) => ({
  id,
  chatId: 'c',
  text: id,
  userId: 'u',
  fromMentor: false,
  createdAt,
});

describe('mergeMessages', () => {
  it('keeps one copy of a message that arrives twice and sorts ascending by createdAt', () => {
    const a = message('a', '2026-11-24T10:00:00.000Z');
    const b = message('b', '2026-11-24T10:01:00.000Z');
    const c = message('c', '2026-11-24T10:02:00.000Z');
    const merged = mergeMessages([a, c], [b, c, a]);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('answers the same list when nothing is new (no re-render)', () => {
    const list = [message('a', '2026-11-24T10:00:00.000Z')];
    expect(mergeMessages(list, [list[0]!])).toBe(list);
  });
});
