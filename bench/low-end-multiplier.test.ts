import { describe, expect, it } from 'vitest';
import { lowEndMultiplier, midTierMultiplier } from './low-end-multiplier';

describe('midTierMultiplier (the guide’s calculator)', () => {
  it('meets the calculator’s anchor points', () => {
    expect(midTierMultiplier(150)).toBe(1);
    expect(midTierMultiplier(800)).toBe(2);
    expect(midTierMultiplier(1300)).toBe(3);
    expect(midTierMultiplier(1533)).toBeCloseTo(4, 2);
    expect(midTierMultiplier(1766)).toBeCloseTo(5, 2);
    expect(midTierMultiplier(2000)).toBeCloseTo(6, 1);
  });

  it('is continuous where its pieces meet', () => {
    for (const at of [150, 800, 1300]) expect(midTierMultiplier(at - 1e-9)).toBeCloseTo(midTierMultiplier(at), 6);
  });

  it('scales with the index below the calculator’s floor of 150', () => {
    expect(midTierMultiplier(75)).toBe(0.5);
  });

  it('refuses an index that measured nothing', () => {
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => midTierMultiplier(bad)).toThrow();
  });
});

describe('lowEndMultiplier', () => {
  it('is twice the mid-tier slowdown, to one decimal', () => {
    expect(lowEndMultiplier(1533)).toBe(8);
    expect(lowEndMultiplier(2000)).toBe(12);
    expect(lowEndMultiplier(800)).toBe(4);
    // The quick machine of decision 0011: benchmarkIndex about 3,200.
    expect(lowEndMultiplier(3200)).toBe(22.3);
  });

  it('stays within the guide’s range for a desktop playing a low-end phone (5–20× high-end, 3–10× low-end)', () => {
    for (const index of [1500, 1750, 2000]) {
      expect(lowEndMultiplier(index)).toBeGreaterThanOrEqual(5);
      expect(lowEndMultiplier(index)).toBeLessThanOrEqual(20);
    }
    for (const index of [1000, 1250]) {
      expect(lowEndMultiplier(index)).toBeGreaterThanOrEqual(3);
      expect(lowEndMultiplier(index)).toBeLessThanOrEqual(10);
    }
  });

  it('grows with the host’s speed', () => {
    const indexes = [50, 100, 150, 400, 800, 1000, 1300, 2000, 3200];
    const multipliers = indexes.map(lowEndMultiplier);
    expect(multipliers).toEqual([...multipliers].sort((a, b) => a - b));
  });

  it('never speeds a host up that is already as slow as a low-end phone', () => {
    expect(lowEndMultiplier(50)).toBe(1);
    expect(lowEndMultiplier(100)).toBe(1.3);
  });
});
