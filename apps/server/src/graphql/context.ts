import type { Services } from '../app-deps';
import type { Config } from '../config/env';
import { Loaders } from './loaders';
import type { Viewer } from '../modules/accounts/viewer';

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

export function createContext(services: Services, request: Request, clientIp: string): GraphQLContext {
  let viewer: Promise<Viewer> | null = null;
  return {
    services,
    config: services.config,
    request,
    clientIp,
    loaders: new Loaders(services),
    viewer: () => (viewer ??= services.accounts.viewerFor(request.headers)),
  };
}
