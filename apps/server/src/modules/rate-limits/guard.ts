import type { GraphQLContext } from '../../graphql/context';
import { clientKey } from './client-address';
import { operationLimits, type LimitedOperation } from './operation-limits';

/**
 * Counts one call of a public write operation for the client's address (as Fastify derived it through
 * TRUST_PROXY) and throws RATE_LIMITED once its limit is reached. Resolvers call it first, like requireRole.
 */
export async function limitRate(ctx: GraphQLContext, operation: LimitedOperation): Promise<void> {
  await ctx.services.rateLimits.consume(`${operation}:${clientKey(ctx.clientIp)}`, operationLimits[operation]);
}
