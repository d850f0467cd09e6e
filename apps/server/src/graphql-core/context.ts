import type { Services } from '../app-deps';
import type { Config } from '../config/env';
import type { Loaders } from '../modules/loaders';
import type { Viewer } from '../modules/accounts/viewer';

/**
 * What every resolver receives. Only `*.graphql.ts` files (and the assembly in graphql/) may name this type: a
 * service or helper states the few fields it needs instead, so it does not depend on the whole app. The two
 * type-only imports above point up at the assembled services on purpose; they vanish at run time.
 */
export interface GraphQLContext {
  services: Services;
  config: Config;
  request: Request;
  /** The client's address as Fastify derived it through TRUST_PROXY (never a header the client chose). */
  clientIp: string;
  loaders: Loaders;
  /** Who is asking (from the session cookie), resolved at most once per request; see modules/accounts/guard.ts. */
  viewer(): Promise<Viewer>;
}
