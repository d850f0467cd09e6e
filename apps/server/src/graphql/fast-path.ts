import {
  getOperationAST,
  GraphQLError,
  OperationTypeNode,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { isAsyncIterable, processRegularResult, type YogaLogger } from 'graphql-yoga';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { corsResponseHeaders } from '../lib/cors';
import type { GraphQLServer, GraphQLServerContext } from './graphql-server';
import type { MaskError } from '../graphql-core/errors';
import { capErrors, checkDocumentSize } from './protections';

/**
 * The GraphQL route's short way for the request every page makes: a plain JSON POST of one query. Yoga's HTTP layer
 * (a whatwg Request built from Node's, its body re-read and parsed, parameter and content negotiation hooks, a whatwg
 * Response, its headers copied back to Fastify) cost more CPU than the public read it carries (decision 0011). Here
 * the body Fastify already parsed goes straight to Yoga's envelop: the same parse and validation cache, GraphQL
 * Armor, the input checks, the time budget, Pothos's complexity limit and the masked errors, as they are plugins of
 * the executor; what Yoga's HTTP layer adds for such a request is done the same way here (the query size limit, the
 * error cap, the media type, the status from the errors, CORS headers).
 *
 * Anything else — GET, another content type, batches, unexpected parameters, a document that does not parse or
 * validate, a mutation or subscription, an Accept header asking for something else — answers `false` before anything
 * ran, and the route hands the request to Yoga as before, so every refusal keeps Yoga's exact answer.
 */
export interface FastPathOptions {
  yoga: GraphQLServer;
  /** The CORS options Yoga is given (lib/cors.ts). */
  cors: (request: Request) => Parameters<typeof corsResponseHeaders>[1];
  maxDocumentBytes: number;
  maxErrors: number;
  /** The error masking Yoga is given, for an error the executor throws (Yoga's handleError does the same). */
  maskError: MaskError;
  logger: YogaLogger;
}

type Params = {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  extensions?: Record<string, unknown> | null;
};

const PARAM_NAMES = new Set(['query', 'variables', 'operationName', 'extensions']);
const REGULAR_TYPES = ['application/graphql-response+json', 'application/json'] as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parameters of a single operation as Yoga's checks accept them, or null (then Yoga answers). */
export function plainParams(body: unknown): Params | null {
  if (!isPlainObject(body) || typeof body.query !== 'string') return null;
  for (const key in body) if (!PARAM_NAMES.has(key) && body[key] != null) return null;
  const { variables, operationName, extensions } = body;
  if (variables != null && !isPlainObject(variables)) return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (extensions != null && !isPlainObject(extensions)) return null;
  return body as Params;
}

/**
 * The media type Yoga's result processors pick for a single result (graphql-yoga `useResultProcessors`): the first
 * type of the Accept header (utf-8 only) that one of the JSON types matches; null when none does.
 */
export function acceptedJsonType(accept: string | undefined): (typeof REGULAR_TYPES)[number] | null {
  // What most clients send (nothing, anything, JSON): no parsing needed.
  if (accept === undefined || accept === '*/*' || accept === 'application/json') return 'application/json';
  const asked: string[] = [];
  for (const entry of (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',')) {
    const [mediaType, ...params] = entry.split(';');
    const charset = params.find((param) => param.includes('charset=')) ?? 'charset=utf-8';
    if (mediaType !== undefined && charset === 'charset=utf-8') asked.push(mediaType);
  }
  for (const mediaType of asked) {
    const [pre, suf] = mediaType.split('/');
    // Yoga keeps the last match, in reverse order of the header: the header's first type, its JSON type last.
    const matching = REGULAR_TYPES.filter((type) => {
      const [typePre, typeSuf] = type.split('/');
      return (pre === '*' || pre === typePre) && (suf === '*' || suf === typeSuf);
    });
    if (matching.length > 0) return matching[matching.length - 1]!;
  }
  return null;
}

const isJsonContentType = (value: string | undefined) => {
  if (!value) return false;
  const [type, ...params] = value
    .toLowerCase()
    .split(';')
    .map((part) => part.trim());
  return (
    (type === 'application/json' || type === 'application/graphql+json') &&
    params.every((param) => param === 'charset=utf-8')
  );
};

function headersOf(raw: FastifyRequest['headers']): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name in raw) {
    const value = raw[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

const isAbortError = (error: unknown) =>
  error instanceof Error &&
  error.constructor.name === 'DOMException' &&
  (error.name === 'AbortError' || error.name === 'TimeoutError');

/**
 * The document of a query that parses and validates (GraphQL Armor refuses by throwing from either), through Yoga's
 * cache; null for anything else, which Yoga then answers with its own errors.
 */
function parsedQuery(enveloped: ReturnType<GraphQLServer['getEnveloped']>, params: Params): DocumentNode | null {
  try {
    // Envelop types what its hooks may return loosely; with graphql's parse and validate, these are their types.
    const document = enveloped.parse(params.query) as DocumentNode;
    const errors = enveloped.validate(enveloped.schema, document) as readonly GraphQLError[];
    if (errors.length > 0) return null;
    return getOperationAST(document, params.operationName)?.operation === OperationTypeNode.QUERY ? document : null;
  } catch {
    return null;
  }
}

export function createFastPath(options: FastPathOptions) {
  const { yoga, logger } = options;
  const FetchRequest = yoga.fetchAPI.Request;

  /** What Yoga's `handleError` makes of an error the executor throws (the time budget's stop is one). */
  const errorsOfThrown = (error: unknown): GraphQLError[] => {
    if (isAbortError(error)) {
      logger.debug('Request aborted');
      return [];
    }
    const cause = error instanceof Error ? error : new Error(String(error));
    const masked = options.maskError(cause, 'Unexpected error.');
    if (masked !== cause) logger.error(cause);
    return [masked instanceof GraphQLError ? masked : new GraphQLError(masked.message, { originalError: masked })];
  };

  /** Answers the request and resolves true, or resolves false having done nothing (Yoga answers then). */
  return async function answer(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (req.method !== 'POST' || req.url !== yoga.graphqlEndpoint || !isJsonContentType(req.headers['content-type']))
      return false;
    const params = plainParams(req.body);
    if (!params || !checkDocumentSize(params.query, options.maxDocumentBytes)) return false;
    const accepted = acceptedJsonType(req.headers.accept);
    if (!accepted) return false;

    // The client going away aborts the request's signal, as Yoga's Node adapter does (the time budget listens to it).
    const gone = new AbortController();
    const onClose = () => {
      if (!reply.raw.writableFinished) gone.abort();
    };
    reply.raw.once('close', onClose);
    const request = new FetchRequest(`http://${req.host}${req.url}`, {
      method: 'POST',
      headers: headersOf(req.headers),
      signal: gone.signal,
    });
    const initialContext: GraphQLServerContext & { request: Request; params: Params } = {
      clientIp: req.ip,
      request,
      params,
    };
    const enveloped = yoga.getEnveloped(initialContext);

    const document = parsedQuery(enveloped, params);
    if (!document) {
      reply.raw.off('close', onClose);
      return false;
    }

    let result: ExecutionResult;
    try {
      const contextValue: unknown = await enveloped.contextFactory();
      const executed: unknown = await enveloped.execute({
        schema: enveloped.schema as GraphQLSchema,
        document,
        contextValue,
        variableValues: params.variables,
        operationName: params.operationName,
      });
      // Incremental delivery (@defer, @stream) is not enabled, so a query has one result.
      if (isAsyncIterable(executed)) throw new Error('A query answered with a stream');
      result = capErrors(executed as ExecutionResult, options.maxErrors);
    } catch (error) {
      result = capErrors({ errors: errorsOfThrown(error) }, options.maxErrors);
    }

    const cors = corsResponseHeaders(request, options.cors(request));
    if (cors) void reply.headers(cors);
    const vary = cors?.Vary;
    void reply.header('Vary', vary && /\borigin\b/i.test(vary) ? vary : [vary, 'Origin'].filter(Boolean).join(', '));
    if (!result.errors && !result.extensions && !('stringify' in result)) {
      // Yoga's answer to a result without errors: 200 and the result as it is.
      void reply.header('Content-Type', `${accepted}; charset=utf-8`);
      void reply.status(200).send(JSON.stringify(result));
      return true;
    }
    // With errors: Yoga's own result processor works out the status, the headers the errors ask for and the body.
    const response = processRegularResult(result, yoga.fetchAPI, accepted);
    response.headers.forEach((value, key) => {
      void reply.header(key, value);
    });
    void reply.status(response.status).send(await response.text());
    return true;
  };
}

export type FastPath = ReturnType<typeof createFastPath>;
