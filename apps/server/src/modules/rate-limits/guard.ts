import type { RateLimitService } from './rate-limits.service';
import { clientKey } from './client-address';
import { operationLimits, type LimitedOperation } from './operation-limits';

/**
 * Counts one call of a public write operation for the client's address (as Fastify derived it through
 * TRUST_PROXY) and throws RATE_LIMITED once its limit is reached. Resolvers call it first, like requireRole.
 */
/** The part of a request's context a rate limit reads (a resolver passes its whole context). */
export interface RateLimitedRequest {
  services: { rateLimits: RateLimitService };
  clientIp: string;
}

export async function limitRate(ctx: RateLimitedRequest, operation: LimitedOperation): Promise<void> {
  await ctx.services.rateLimits.consume(`${operation}:${clientKey(ctx.clientIp)}`, operationLimits[operation]);
}
