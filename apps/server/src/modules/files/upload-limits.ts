import type { RateRule } from '../rate-limits/rate-limits.service';

/**
 * Uploads per hour, before RATE_LIMIT_SCALE. Each upload may be a large video written to the store, so they are
 * counted twice: per mentor account (a mentor filling in courses and a profile stays far inside) and per client
 * address (many accounts from one address, or a signed-out script, cannot go around the first).
 */
export const UPLOAD_LIMITS = {
  perMentor: { max: 30, windowSeconds: 3600 },
  perAddress: { max: 60, windowSeconds: 3600 },
} as const satisfies Record<string, RateRule>;
