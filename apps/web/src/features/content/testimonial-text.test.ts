import { describe, expect, it } from 'vitest';
import { TESTIMONIAL_MAX_CHARS, truncateText } from './testimonial-text';

describe('truncateText', () => {
  it('keeps a body of up to 400 characters as it is', () => {
    const body = 'a'.repeat(TESTIMONIAL_MAX_CHARS);
    expect(truncateText(body)).toBe(body);
  });

  it('cuts a longer body at 400 characters and adds an ellipsis', () => {
    const body = 'b'.repeat(TESTIMONIAL_MAX_CHARS + 50);
    expect(truncateText(body)).toBe(`${'b'.repeat(TESTIMONIAL_MAX_CHARS)}…`);
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncateText('word '.repeat(100), 12)).toBe('word word wo…');
    expect(truncateText('word '.repeat(100), 10)).toBe('word word…');
  });
});
