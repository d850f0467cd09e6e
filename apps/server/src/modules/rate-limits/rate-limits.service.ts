import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { RateLimitRepo } from './rate-limits.repo';
import { nextAllowedAt, slidingHit } from './sliding-window';

export interface RateRule {
  /** Requests allowed in any `windowSeconds` (before the scale). */
  max: number;
  windowSeconds: number;
}

/** Expired windows are deleted at most this often per instance: one cheap indexed DELETE, not one per request. */
export const PURGE_EVERY_MS = 60_000;

/** What a refused client reads (the web shows it as is). */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? 'a minute' : `${minutes} minutes`;
  return `Too many attempts from your connection. Please try again in ${wait}.`;
}

export interface RateLimitOptions {
  scale: number;
  log: FastifyBaseLogger;
  /** The clock (ms since the epoch); tests pass their own. */
  now?: () => number;
}

/**
 * Sliding-window request limits kept in the database (see sliding-window.ts), so every instance counts against
 * the same numbers: at most `max` requests in any `windowSeconds`, not per clock-aligned window.
 */
export class RateLimitService {
  private nextPurgeAt = 0;
  private readonly now: () => number;

  constructor(
    private readonly repo: RateLimitRepo,
    private readonly options: RateLimitOptions,
  ) {
    this.now = options.now ?? (() => Date.now());
  }

  /** Counts one request for `key`; throws RATE_LIMITED (with `retryAfterSeconds`) once the window is full. */
  async consume(key: string, rule: RateRule): Promise<void> {
    const now = this.now();
    const hit = slidingHit(key, rule.windowSeconds * 1000, now);
    const max = rule.max * this.options.scale;
    const allowed = await this.repo.hitWithin(hit, max);
    await this.purgeIfDue(now);
    if (!allowed) {
      const counts = await this.repo.counts(key, hit.windowStart, hit.previousStart);
      const retryAfterSeconds = Math.max(1, Math.ceil((nextAllowedAt(hit, counts, max) - now) / 1000));
      throw new AppError('RATE_LIMITED', rateLimitedMessage(retryAfterSeconds), { retryAfterSeconds });
    }
  }

  /**
   * Counts one event for `key` whatever the count so far, and answers how many there were in the last
   * `windowSeconds`, this one included (for limits that slow down rather than refuse).
   */
  async count(key: string, windowSeconds: number): Promise<number> {
    const now = this.now();
    const total = await this.repo.hit(slidingHit(key, windowSeconds * 1000, now));
    await this.purgeIfDue(now);
    return total;
  }

  /** Forgets what was counted for `key`. */
  async clear(key: string): Promise<void> {
    await this.repo.clear(key);
  }

  private async purgeIfDue(now: number): Promise<void> {
    if (now < this.nextPurgeAt) return;
    this.nextPurgeAt = now + PURGE_EVERY_MS;
    try {
      await this.repo.deleteExpired(new Date(now));
    } catch (error) {
      // Old rows only cost space; the request itself has been counted, so it goes on.
      this.options.log.warn({ err: error }, 'rate limits: could not delete expired windows');
    }
  }
}
