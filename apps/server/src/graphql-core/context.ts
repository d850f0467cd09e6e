import type { Config } from '../config/env';

/**
 * The services of the running app, by the key resolvers use (`ctx.services.mentors`). Empty here on purpose: each
 * module adds its own keys from its manifest (`declare module '../../graphql-core/context'`), and the composition root
 * (app-deps.ts) builds them from the manifests' factories. The foundation so names no module and no assembly
 * (decision 0041).
 */
export interface AppServices {
  /** The configuration (made by the server's start, not by a module). */
  config: Config;
}

/** Per-request batching loaders (`ctx.loaders.publicMentorById`): declared and made by the modules, like AppServices. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declaration merging
export interface RequestLoaders {}

/**
 * What every resolver receives. Only `*.graphql.ts` files (and the assembly in graphql/) may name this type: a
 * service or helper states the few fields it needs instead, so it does not depend on the whole app. Who is asking
 * (`viewer()`) is added by the accounts module, which resolves it from the session cookie.
 */
export interface GraphQLContext {
  services: AppServices;
  config: Config;
  request: Request;
  /** The client's address as Fastify derived it through TRUST_PROXY (never a header the client chose). */
  clientIp: string;
  loaders: RequestLoaders;
}
