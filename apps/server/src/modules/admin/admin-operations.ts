import type { GraphQLContext } from '../../graphql/context';
import { requireRole } from '../accounts/guard';
import type { MentorViewer } from '../accounts/viewer';

/**
 * The one registry of admin operations: every admin-only query, mutation and subscription resolves through
 * `adminResolver` / `adminSubscribe`, which check the role first and record the field's name here when the schema
 * is built. The role × operation test reads this set, so an admin operation without a row there fails it.
 */
const operations = new Set<string>();

export const adminOperations = (): readonly string[] => [...operations].sort();

/** A resolver for admins only: UNAUTHENTICATED signed out, FORBIDDEN for anyone else (modules/accounts/guard.ts). */
export function adminResolver<Args, Result>(
  operation: string,
  resolve: (args: Args, ctx: GraphQLContext, admin: MentorViewer) => Promise<Result> | Result,
) {
  operations.add(operation);
  return async (_root: unknown, args: Args, ctx: GraphQLContext): Promise<Result> => resolve(args, ctx, await requireRole(ctx, 'admin'));
}

/** A subscription for admins only: the role is checked when the subscription opens, before any event is sent. */
export function adminSubscribe<Event>(operation: string, open: (ctx: GraphQLContext) => AsyncIterable<Event>) {
  operations.add(operation);
  return async (_root: unknown, _args: unknown, ctx: GraphQLContext): Promise<AsyncIterable<Event>> => {
    await requireRole(ctx, 'admin');
    return open(ctx);
  };
}
