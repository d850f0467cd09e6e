import { createYoga, maskError as defaultMaskError } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../app-deps';
import { isAppError } from '../lib/app-error';
import { createContext, type GraphQLContext } from './context';
import { schema } from './schema';

// Checked by shape, not `instanceof GraphQLError`: under Vitest `graphql` loads twice (its ESM and CJS builds), and the
// executor's errors are not instances of the class imported here.
const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError';

function findAppError(error: unknown) {
  if (isAppError(error)) return error;
  if (isGraphQLError(error) && isAppError(error.originalError)) return error.originalError;
  return null;
}

/** What the HTTP route hands to each request (see app.ts). */
export interface GraphQLServerContext {
  clientIp: string;
}

export function createGraphQLServer(services: Services, log: FastifyBaseLogger) {
  return createYoga<GraphQLServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !services.config.isProduction,
    landingPage: false,
    context: ({ request, clientIp }) => createContext(services, request, clientIp),
    logging: {
      debug: (...args: unknown[]) => log.debug(args),
      info: (...args: unknown[]) => log.info(args),
      warn: (...args: unknown[]) => log.warn(args),
      error: (...args: unknown[]) => log.error(args),
    },
    maskedErrors: {
      // Expected failures keep their message and code; anything else is logged and masked.
      maskError(error, message, isDev) {
        const appError = findAppError(error);
        if (appError) {
          return new GraphQLError(appError.message, {
            path: isGraphQLError(error) ? error.path : undefined,
            extensions: { code: appError.code, ...(appError.details ?? {}) },
          });
        }
        if (isGraphQLError(error) && !error.originalError) return error;
        log.error({ err: error }, 'unexpected error in a GraphQL operation');
        return defaultMaskError(error, message, isDev);
      },
    },
  });
}

export type GraphQLServer = ReturnType<typeof createGraphQLServer>;
