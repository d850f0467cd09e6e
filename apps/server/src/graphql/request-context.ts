import { newLoaders, type Services } from '../app-deps';
import type { GraphQLContext } from '../graphql-core/context';

/** Each request's context: its loaders (each made on first use), and the viewer looked up on first use. */
export function createContext(services: Services, request: Request, clientIp: string): GraphQLContext {
  let viewer: ReturnType<GraphQLContext['viewer']> | null = null;
  return {
    services,
    config: services.config,
    request,
    clientIp,
    loaders: newLoaders(services),
    viewer: () => (viewer ??= services.accounts.viewerFor(request.headers)),
  };
}
