// The CPU slowdown that makes this host play a low-end Android phone in Lighthouse (issue 38). How it is derived,
// and from which sources: docs/lighthouse-low-end-profile.md.

/** Lighthouse's own CPU slowdown (its mobile default): the standard profile, whatever the host. */
export const LIGHTHOUSE_DEFAULT_CPU_SLOWDOWN = 4;

/**
 * Lighthouse's throttling guide, table of multipliers: from a mid-tier phone (its target, a Moto G4) to a low-end
 * one (a Samsung Galaxy J2) is 2× (range 1–5); its JavaScript row agrees (8–20 s against 20–40 s for a news site).
 */
const MID_TIER_TO_LOW_END = 2;

/** The benchmarkIndex at which the guide's calculator asks for no slowdown: below it, it gives no answer. */
const CALCULATOR_FLOOR = 150;

/**
 * The slowdown that makes a host of this benchmarkIndex play Lighthouse's mid-tier phone: the piecewise-linear
 * formula of the CPU slowdown calculator the guide links to (150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4×, 2000 → 6×,
 * and on at one more per 233 above 1300). Below 150 the calculator declines; there the slowdown scales with the
 * index (our extension, continuous at 150), so a host half as fast as 150 counts as half a mid-tier phone.
 */
export function midTierMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new RangeError(`benchmarkIndex must be a positive number, not ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= CALCULATOR_FLOOR) return 1 + (benchmarkIndex - CALCULATOR_FLOOR) / 650;
  return benchmarkIndex / CALCULATOR_FLOOR;
}

/**
 * The `--throttling.cpuSlowdownMultiplier` for the low-end profile: twice the mid-tier slowdown, to one decimal (as
 * the calculator shows it), and never under 1× — a host already as slow as a low-end phone is not sped up.
 */
export function lowEndMultiplier(benchmarkIndex: number): number {
  const multiplier = MID_TIER_TO_LOW_END * midTierMultiplier(benchmarkIndex);
  return Math.max(1, Math.round(multiplier * 10) / 10);
}
