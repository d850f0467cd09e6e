import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { loggablePath } from './loggable-path';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A caller's own request id is kept (a balancer or another service tracing one request through several) only when
 * it is a short token: anything else could forge log lines, or fill them.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify's genReqId: the incoming X-Request-Id when it is safe, else a new UUID. */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** What a label or a log field may say: a GraphQL name, at most 100 characters. */
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;
/** The first named operation of a document, when the request does not name it (fragments come with `fragment`). */
const FIRST_OPERATION = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

const GRAPHQL_PATHS = new Set(['/graphql', '/graphql/stream']);

/**
 * The GraphQL operation a request runs, for logs and metrics: `operationName` as sent, else the document's first
 * named operation; 'anonymous' when it has none; null for a request that is no GraphQL operation (the event
 * stream's GET, any other route). Read from what Fastify already parsed; nothing is parsed again.
 */
export function graphqlOperationName(req: FastifyRequest): string | null {
  if (!GRAPHQL_PATHS.has(req.routeOptions.url ?? '')) return null;
  const params = req.method === 'GET' ? req.query : req.body;
  if (typeof params !== 'object' || params === null) return null;
  const { operationName, query } = params as { operationName?: unknown; query?: unknown };
  if (typeof operationName === 'string' && operationName !== '') {
    return GRAPHQL_NAME.test(operationName) ? operationName : 'invalid';
  }
  if (typeof query !== 'string') return null;
  return FIRST_OPERATION.exec(query.slice(0, 10_000))?.[1]?.slice(0, 100) ?? 'anonymous';
}

/**
 * One JSON line per request, when it is answered, in place of Fastify's two ('incoming request', 'request
 * completed'): the request id (also sent back as X-Request-Id, see registerRequestLog), method, path without the
 * query string (which may carry a token), status, time, and the GraphQL operation. Client addresses are left out:
 * a log line need not be personal data to trace a request. Fastify's other lines (a handler's error) stay.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  // The request's line says 404 already.
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    const operation = graphqlOperationName(req);
    const status = reply.statusCode;
    const fields = {
      method: req.method,
      path: loggablePath(req.url),
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(operation ? { operation } : {}),
      ...(error ? { err: error } : {}),
    };
    if (error || status >= 500) req.log.error(fields, 'request');
    // A balancer asks every second or so; its successful checks would drown the requests people make.
    else if (PROBES.has(fields.path ?? '')) req.log.debug(fields, 'request');
    else req.log.info(fields, 'request');
  }
}

/** Health checks (lib/health.ts): logged at debug when they succeed. */
const PROBES = new Set(['/healthz', '/readyz']);

/** Every answer carries its request id, so a user's report or a balancer's log finds the server's line. */
export function registerRequestLog(http: FastifyInstance): void {
  http.addHook('onRequest', (req, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
}
