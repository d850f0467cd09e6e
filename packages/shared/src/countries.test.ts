import { describe, expect, it } from 'vitest';
import { countryName, countryOptions, isCountryCode } from './countries';

describe('countries', () => {
  it('offers every ISO country once, sorted by name', () => {
    expect(countryOptions.length).toBeGreaterThanOrEqual(245);
    expect(new Set(countryOptions.map((c) => c.code)).size).toBe(countryOptions.length);
    const names = countryOptions.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });

  it('validates codes and names them', () => {
    expect(isCountryCode('NG')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('NGA')).toBe(false);
    expect(isCountryCode('566')).toBe(false);
    expect(isCountryCode('ng')).toBe(false);
    expect(countryName('NG')).toBe('Nigeria');
  });
});
