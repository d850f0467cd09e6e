import { createYoga, maskError as defaultMaskError, type LogLevel, type YogaLogger } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../app-deps';
import { isAppError } from '../lib/app-error';
import { graphqlCors } from '../lib/cors';
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

/**
 * Yoga's logger calls (`logger.error(error)`, `logger.debug('Request aborted')`, …) in pino's shape: strings make
 * the message, an Error goes under `err` (pino prints its stack), anything else under `data`. Passing the argument
 * list itself would log it as pino's merge object, i.e. as fields "0", "1", … with no message.
 */
export function yogaLogger(log: FastifyBaseLogger): YogaLogger {
  const at =
    (level: LogLevel) =>
    (...args: unknown[]) => {
      const words: string[] = [];
      const data: unknown[] = [];
      let err: Error | undefined;
      for (const arg of args) {
        if (typeof arg === 'string') words.push(arg);
        else if (arg instanceof Error && !err) err = arg;
        else data.push(arg);
      }
      const fields = {
        ...(err ? { err } : {}),
        ...(data.length === 0 ? {} : { data: data.length === 1 ? data[0] : data }),
      };
      log[level](fields, words.join(' ') || err?.message || 'graphql-yoga');
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
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
    cors: graphqlCors(services.config),
    context: ({ request, clientIp }) => createContext(services, request, clientIp),
    logging: yogaLogger(log),
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
