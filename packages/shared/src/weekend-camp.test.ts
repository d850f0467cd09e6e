import { describe, expect, it } from 'vitest';
import { campTuition, formatNaira } from './weekend-camp';

describe('campTuition', () => {
  it('charges 10,000 for one child and 8,000 for each further child', () => {
    expect(campTuition(1)).toBe(10_000);
    expect(campTuition(2)).toBe(18_000);
    expect(campTuition(5)).toBe(10_000 * 5 - 2_000 * 4);
  });

  it('refuses fewer than one child or a fraction', () => {
    expect(() => campTuition(0)).toThrow();
    expect(() => campTuition(1.5)).toThrow();
  });

  it('formats naira', () => {
    expect(formatNaira(18_000)).toBe('₦18,000');
  });
});
