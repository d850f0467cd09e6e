import { describe, expect, it } from 'vitest';
import { formatCount, formatPostDate } from './home-format';

describe('formatCount', () => {
  it('prints what en-NG number formatting prints', () => {
    const intl = new Intl.NumberFormat('en-NG');
    for (const value of [
      0,
      7,
      84,
      100,
      999,
      1000,
      1234,
      12_345,
      100_000,
      1_234_567,
      98_765_432_109,
      Number.MAX_SAFE_INTEGER,
      -5,
      1.5,
    ]) {
      expect(formatCount(value), String(value)).toBe(intl.format(value));
    }
  });
});

describe('formatPostDate', () => {
  it('prints what en-GB long date formatting prints, in the same time zone', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 10, 28]) {
        const date = new Date(2024, month, day, 23, 30);
        expect(formatPostDate(date), date.toISOString()).toBe(intl.format(date));
      }
    }
    const published = new Date('2023-07-04T23:59:59Z');
    expect(formatPostDate(published)).toBe(intl.format(published));
  });
});
