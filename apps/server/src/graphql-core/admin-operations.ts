import { accessLost, untilAccessLost, type AccessChanges } from '../lib/access-watch';
import { checkRole, type Asker, type SignedInAsker } from './roles';

/**
 * What these wrappers need of a resolver's context; the resolver's own context type flows through as `Ctx`.
 * They live in the foundation because every module with an admin field uses them (not only admin/).
 */
interface HasViewer {
  viewer(): Promise<Asker>;
}

/** A subscription also reads the session again when the account's access changes, from the request's cookie. */
interface HasLiveViewer extends HasViewer {
  request: Request;
  services: { bus: AccessChanges; accounts: { viewerFor(headers: Headers): Promise<Asker> } };
}

/**
 * The one registry of admin operations: every admin-only query, mutation and subscription resolves through
 * `adminResolver` / `adminSubscribe`, which check the role first and record the field's name here when the schema
 * is built. The role × operation test reads this set, so an admin operation without a row there fails it.
 */
const operations = new Set<string>();

export const adminOperations = (): readonly string[] => [...operations].sort();

/** A resolver for admins only: UNAUTHENTICATED signed out, FORBIDDEN for anyone else (graphql-core/roles.ts). */
export function adminResolver<Ctx extends HasViewer, Args, Result>(
  operation: string,
  resolve: (args: Args, ctx: Ctx, admin: SignedInAsker) => Promise<Result> | Result,
) {
  operations.add(operation);
  return async (_root: unknown, args: Args, ctx: Ctx): Promise<Result> =>
    resolve(args, ctx, checkRole(await ctx.viewer(), 'admin'));
}

/**
 * A subscription for admins only: the role is checked when the subscription opens, before any event is sent, and
 * again whenever the account's access changes (a session revoked, the role lost: issue 34); the stream completes
 * once this session no longer makes an admin.
 */
export function adminSubscribe<Ctx extends HasLiveViewer, Event>(
  operation: string,
  open: (ctx: Ctx) => AsyncIterable<Event>,
) {
  operations.add(operation);
  return async (_root: unknown, _args: unknown, ctx: Ctx): Promise<AsyncIterable<Event>> => {
    const admin = checkRole(await ctx.viewer(), 'admin');
    const stillAdmin = async () => (await ctx.services.accounts.viewerFor(ctx.request.headers)).role === 'admin';
    return untilAccessLost(open(ctx), accessLost(ctx.services.bus, admin.userId, stillAdmin));
  };
}
