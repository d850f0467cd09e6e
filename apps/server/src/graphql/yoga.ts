import { GraphQLError } from 'graphql';
import { useGraphQLSSE } from '@graphql-yoga/plugin-graphql-sse';
import { createYoga, type LogLevel, type Plugin, type YogaLogger } from 'graphql-yoga';
import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../app-deps';
import { graphqlCors } from '../lib/cors';
import type { GraphQLContext } from '../graphql-core/context';
import { createContext } from './request-context';
import { createFastPath } from './fast-path';
import { GRAPHQL_STREAM_PATH, type GraphQLServer, type GraphQLServerContext } from './graphql-server';
import { createMaskError, errorSummary, isClientError } from '../graphql-core/errors';
import { GRAPHQL_LIMITS, type GraphQLLimits } from '../graphql-core/limits';
import { protections } from './protections';
import { endSubscriptionsOnError } from './subscription-guard';
import { schema } from './schema';

/**
 * Yoga's logger calls (`logger.error(error)`, `logger.debug('Request aborted')`, …) in pino's shape: strings make
 * the message, an Error goes under `error` as its summary (errors.ts: no request data), anything else under `data`.
 * Passing the argument list itself would log it as pino's merge object, i.e. as fields "0", "1", … with no message.
 * Yoga hands every error it masked to `error`; those the client caused are logged at debug instead.
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
      const summary = err ? errorSummary(err) : undefined;
      const fields = {
        ...(summary ? { error: summary } : {}),
        ...(err instanceof GraphQLError && err.path ? { path: err.path } : {}),
        ...(data.length === 0 ? {} : { data: data.length === 1 ? data[0] : data }),
      };
      const levelFor = level === 'error' && isClientError(err) ? 'debug' : level;
      log[levelFor](fields, words.join(' ') || summary?.message || 'graphql-yoga');
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

/**
 * A subscription refused before it starts (graphql-js answers `{ errors }` with no `data` key) must reach the client
 * as an error. graphql-sse 2.6 only takes an object with `data` for a result, and reads anything else as execution
 * arguments ('Unable to detect operation AST', a 400 the client reports as a network error). Adding `data: null`,
 * which the GraphQL spec allows for a request error, lets the refusal ('Chat does not exist') through.
 */
function refusedSubscriptionsWithData(): Plugin {
  return {
    onSubscribe: () => ({
      onSubscribeResult: ({ result, setResult }) => {
        if (!(Symbol.asyncIterator in result) && !('data' in result)) setResult({ ...result, data: null });
      },
    }),
  };
}

/**
 * Yoga's plugins. The route's fast path (fast-path.ts) runs Yoga's envelop (every executor hook) but not its HTTP
 * layer, so a plugin with an HTTP-level hook would be skipped for plain queries: fast-path-guard.test.ts fails when one
 * is added, until the fast path is taught its work (or switched off).
 */
export function yogaPlugins(services: Services, log: FastifyBaseLogger, limits: GraphQLLimits = GRAPHQL_LIMITS) {
  return [
    ...protections({ limits, isProduction: services.config.isProduction, log }),
    // GraphQL over SSE in single connection mode at /graphql/stream (decision 0022): one stream per browser tab
    // carries every subscription, where Yoga's own SSE would open one per subscription.
    useGraphQLSSE({ endpoint: GRAPHQL_STREAM_PATH }),
    refusedSubscriptionsWithData(),
    endSubscriptionsOnError(log),
  ];
}

export function createGraphQLServer(
  services: Services,
  log: FastifyBaseLogger,
  limits: GraphQLLimits = GRAPHQL_LIMITS,
): GraphQLServer {
  return createYoga<GraphQLServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !services.config.isProduction,
    landingPage: false,
    cors: graphqlCors(services.config),
    context: ({ request, clientIp }) => createContext(services, request, clientIp),
    logging: yogaLogger(log),
    plugins: yogaPlugins(services, log, limits),
    maskedErrors: { maskError: createMaskError(log) },
  });
}

/** The route's short way for plain JSON queries (fast-path.ts), with the same CORS, limits and masking as `yoga`. */
export function createGraphQLFastPath(
  yoga: GraphQLServer,
  services: Services,
  log: FastifyBaseLogger,
  limits: GraphQLLimits = GRAPHQL_LIMITS,
) {
  return createFastPath({
    yoga,
    cors: graphqlCors(services.config),
    maxDocumentBytes: limits.maxDocumentBytes,
    maxErrors: limits.maxErrors,
    maskError: createMaskError(log),
    logger: yogaLogger(log),
  });
}
