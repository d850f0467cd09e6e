import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { RateLimitRepo } from './rate-limits.repo';

export interface RateRule {
  /** Requests allowed in one window (before the scale). */
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

/**
 * Fixed-window request limits kept in the database, so every instance counts against the same numbers. Windows are
 * aligned on the clock (a window of 600 s starts at every multiple of 600 s since the epoch).
 */
export class RateLimitService {
  private nextPurgeAt = 0;

  constructor(
    private readonly repo: RateLimitRepo,
    private readonly options: { scale: number; log: FastifyBaseLogger },
  ) {}

  /** Counts one request for `key`; throws RATE_LIMITED (with `retryAfterSeconds`) once the window is full. */
  async consume(key: string, rule: RateRule): Promise<void> {
    const now = Date.now();
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = Math.floor(now / windowMs) * windowMs;
    const expiresAt = windowStart + windowMs;
    const allowed = await this.repo.hit({
      key,
      windowStart: new Date(windowStart),
      expiresAt: new Date(expiresAt),
      max: rule.max * this.options.scale,
    });
    await this.purgeIfDue(now);
    if (!allowed) {
      const retryAfterSeconds = Math.ceil((expiresAt - now) / 1000);
      throw new AppError('RATE_LIMITED', rateLimitedMessage(retryAfterSeconds), { retryAfterSeconds });
    }
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
