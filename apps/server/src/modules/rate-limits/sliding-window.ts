import type { SlidingHit, WindowCounts } from './rate-limits.repo';

/**
 * Sliding-window counting over clock-aligned windows (the "sliding window counter"): a request at time t in the
 * window [start, start + W) sees the current window's count plus the previous window's count weighted by the part
 * of it that the last W milliseconds still cover, (start + W - t) / W, rounded up. Two rows per key at most, kept
 * in the database, so every instance counts alike; it assumes the previous window's requests were spread evenly,
 * and unlike fixed windows it does not let a client spend two windows' allowance around a window's edge.
 */
export function slidingHit(key: string, windowMs: number, now: number): SlidingHit {
  const start = Math.floor(now / windowMs) * windowMs;
  return {
    key,
    windowStart: new Date(start),
    previousStart: new Date(start - windowMs),
    windowMs,
    remainingMs: start + windowMs - now,
    expiresAt: new Date(start + 2 * windowMs),
  };
}

/**
 * When the next request will be allowed if none other arrives (a time in ms), given the counts at a refusal.
 * Allowed at t means: current + 1 + ceil(previous × remaining(t) / W) <= max, i.e. remaining(t) <= W × (max - 1 -
 * current) / previous. If the current window is itself full, that happens in the next window, where today's count
 * becomes the previous one.
 */
export function nextAllowedAt(hit: SlidingHit, counts: WindowCounts, max: number): number {
  const start = hit.windowStart.getTime();
  const w = hit.windowMs;
  const room = max - 1 - counts.current;
  if (room >= 0) {
    if (counts.previous === 0) return start + w - hit.remainingMs;
    return start + w - Math.floor((w * room) / counts.previous);
  }
  return start + 2 * w - Math.floor((w * (max - 1)) / counts.current);
}
