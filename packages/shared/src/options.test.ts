import { describe, expect, it } from 'vitest';
import { courseTopicOptions } from './options';

describe('course topics', () => {
  it('spells each course once (issue 20: no "Content writting" beside "Content Writing", no "Marketting")', () => {
    const lower = courseTopicOptions.map((c) => c.toLowerCase());
    expect(new Set(lower).size).toBe(lower.length);
    expect(courseTopicOptions).not.toContain('Digital Marketting');
    expect(courseTopicOptions).not.toContain('Content writting');
    expect(courseTopicOptions).toContain('Digital Marketing');
  });
});
