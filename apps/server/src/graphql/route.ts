import type { FastifyError, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { FastPath } from './fast-path';
import { getCarriesSecret } from './get-secrets';
import { GRAPHQL_STREAM_PATH, type GraphQLServer } from './graphql-server';
import type { EventStreams } from '../lib/health-streams';
import type { StreamRelay } from './stream-relay';

const isSingleResult = (response: Response) => {
  const type = response.headers.get('content-type') ?? '';
  return !type.startsWith('text/event-stream') && !type.startsWith('multipart/');
};

/**
 * The /graphql route: a plain JSON query takes the fast path (fast-path.ts) when one is given; everything else, and
 * whatever the fast path leaves alone, goes through Yoga, whose answer is copied onto Fastify's reply.
 */
export function graphqlRouteHandler(
  graphql: GraphQLServer,
  fastPath: FastPath | null,
  streams?: EventStreams,
  relay?: StreamRelay | null,
): RouteHandlerMethod {
  return async (req, reply) => {
    // Answers are personal more often than not (a session's viewer, a booking read with its token): no cache keeps
    // them. The public pages' data is cached where it is safe, in the server-drawn pages (decision 0024).
    void reply.header('Cache-Control', 'no-store');
    // A GET query puts the whole request in the address, where proxies and logs keep it: only for public reads that
    // carry no session and no token (issue 26), judged on the decoded and parsed request (issue 34, get-secrets.ts).
    // The event stream's GET (/graphql/stream) is not a query.
    const query = req.routeOptions.url === '/graphql';
    const personal = () => req.headers.cookie || req.headers['x-visitor-token'] || getCarriesSecret(req.url);
    if (query && req.method === 'GET' && personal()) {
      return reply
        .status(405)
        .header('Allow', 'POST')
        .send({ errors: [{ message: 'Send this request with POST: it carries a session or a token' }] });
    }
    if (fastPath && (await fastPath(req, reply))) return reply;
    // The event stream's requests may belong to a stream another instance holds (stream-relay.ts).
    if (relay && req.routeOptions.url === GRAPHQL_STREAM_PATH && (await relay.handle(req, reply))) return reply;
    const response = await graphql.handleNodeRequestAndResponse(req, reply, { clientIp: req.ip });
    response.headers.forEach((value, key) => {
      void reply.header(key, value);
    });
    // The CORS answer depends on the Origin (see lib/cors.ts): caches must keep one copy per origin.
    if (!/\borigin\b/i.test(response.headers.get('vary') ?? '')) {
      void reply.header('Vary', [response.headers.get('vary'), 'Origin'].filter(Boolean).join(', '));
    }
    void reply.status(response.status);
    // A single result (every query and mutation) is sent as one string: one write with a Content-Length, instead
    // of a stream of chunks, which cost more socket writes than a short public read spends on its query. Event
    // streams (subscriptions over SSE) and incremental results stay streams.
    if (isSingleResult(response)) return reply.send(await response.text());
    // A live stream: tell nginx-like proxies not to buffer it (the compression plugin already leaves
    // text/event-stream alone, lib/compression.ts); graphql-sse pings every 12 s, inside proxies' idle timeouts.
    void reply.header('X-Accel-Buffering', 'no');
    // Counted, and ended with a reconnection hint when this instance stops (lib/health-streams.ts).
    const events = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
    return reply.send(streams && events && response.body ? streams.track(response.body) : response.body);
  };
}

/**
 * The largest body /graphql and /graphql/stream read (issue 26), well under the app's 1 MB default: the longest input
 * (a 20,000-character bio, description or mail) fits, at up to 3 bytes a character, with room for its query.
 */
export const GRAPHQL_BODY_LIMIT = 64 * 1024;

/**
 * The GraphQL routes' error handler: a body over the limit gets 413 with a GraphQL error a client can show (Fastify's
 * own answer is not in GraphQL's shape); anything else goes on to the app's handler.
 */
export function graphqlRouteErrors(error: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
  return reply
    .status(413)
    .header('Cache-Control', 'no-store')
    .header('Connection', 'close')
    .send({
      errors: [
        {
          message: `The request is too large: at most ${GRAPHQL_BODY_LIMIT / 1024} KB`,
          extensions: { code: 'PAYLOAD_TOO_LARGE' },
        },
      ],
    });
}
