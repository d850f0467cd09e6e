import { describe, expect, it } from 'vitest';
import { jsDayOf, sessionsToCarry } from './memberships';

describe('sessions carried into the next cycle', () => {
  it('carries at most one week of unused sessions, and every session the mentor cancelled or missed', () => {
    // 8 a cycle (2 a week): 5 unused, of which 2 carry.
    expect(sessionsToCarry({ included: 8, used: 3, mentorMissed: 0 })).toBe(2);
    // 1 unused carries whole; the mentor's 2 misses always carry.
    expect(sessionsToCarry({ included: 8, used: 7, mentorMissed: 2 })).toBe(3);
    // All used: only the mentor's misses.
    expect(sessionsToCarry({ included: 12, used: 12, mentorMissed: 1 })).toBe(1);
    // A plan of fewer than 4 a cycle still carries one.
    expect(sessionsToCarry({ included: 2, used: 0, mentorMissed: 0 })).toBe(1);
  });

  it('names ISO weekdays as JavaScript days (Monday 1, Sunday 0)', () => {
    expect(jsDayOf('MONDAY')).toBe(1);
    expect(jsDayOf('SUNDAY')).toBe(0);
  });
});
