import { describe, expect, it } from 'vitest';
import { formatNaira, groupDigits } from './number-text';

describe('groupDigits', () => {
  it('prints whole numbers as en-NG does', () => {
    for (const value of [0, 7, 999, 1000, 25_000, 49_999, 1_234_567, 987_654_321_012, -1500]) {
      expect(groupDigits(value), String(value)).toBe(value.toLocaleString('en-NG'));
    }
  });

  it('prints kobo amounts (two decimals) as en-NG does', () => {
    for (let kobo = 0; kobo < 300_000; kobo += 37) {
      const naira = kobo / 100;
      expect(groupDigits(naira), String(naira)).toBe(naira.toLocaleString('en-NG'));
    }
  });

  it('rounds to three decimals and leaves huge or odd values to Intl', () => {
    expect(groupDigits(1234.5678)).toBe('1,234.568');
    expect(groupDigits(0.1 + 0.2)).toBe('0.3');
    expect(groupDigits(1e21)).toBe((1e21).toLocaleString('en-NG'));
    expect(groupDigits(Number.NaN)).toBe(Number.NaN.toLocaleString('en-NG'));
  });
});

describe('formatNaira', () => {
  it('puts the naira sign before the grouped amount', () => {
    expect(formatNaira(25_000)).toBe('₦25,000');
    expect(formatNaira(123.45)).toBe('₦123.45');
  });
});
