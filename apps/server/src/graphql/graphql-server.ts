import type { YogaServerInstance } from 'graphql-yoga';
import type { GraphQLContext } from '../graphql-core/context';

/**
 * The types yoga.ts (which builds the server) and fast-path.ts (the route's short way into it) share. They live
 * here, below both, so neither imports the other in a circle: yoga.ts builds the fast path, the fast path only
 * needs these shapes.
 */

/** Where graphql-sse clients reserve, open and use their one stream (see app.ts). */
export const GRAPHQL_STREAM_PATH = '/graphql/stream';

/** What the HTTP route hands to each request (see app.ts). */
export interface GraphQLServerContext {
  clientIp: string;
}

export type GraphQLServer = YogaServerInstance<GraphQLServerContext, GraphQLContext>;
