import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_HEADER_KEY, TOKEN_QUERY_KEY } from 'graphql-sse';
import { Redis } from 'ioredis';
import { logRedisOutages } from '../lib/redis-errors';
import type { GraphQLServer } from './graphql-server';
import {
  parseRelayMessage,
  relayedRequest,
  toAnswer,
  toFetchRequest,
  type RelayedAnswer,
  type RelayedRequest,
} from './stream-relay-wire';

/** A reservation (PUT) waits this long for its stream (GET); graphql-sse's client connects at once. */
const RESERVATION_TTL_S = 120;
/** Where a stream lives, refreshed while it is open, so a crashed instance's streams are forgotten within a minute. */
const HOME_TTL_S = 60;
const HOME_REFRESH_MS = 20_000;
/** A client posts its operations once its stream answered; the home is written before that, so the wait is short. */
const HOME_WAIT_MS = 1_000;
const HOME_POLL_MS = 25;
const ANSWER_TIMEOUT_MS = 5_000;

export interface StreamRelayOptions {
  redisUrl: string;
  /** The deployment's Redis prefix (REDIS_PREFIX): its keys and channels are `<prefix>sse:…`. */
  redisPrefix: string;
  graphql: GraphQLServer;
  log: FastifyBaseLogger;
}

/**
 * graphql-sse's single connection mode across instances, with no sticky routing (issue 25; decision 0036). A tab
 * keeps one event stream for all its subscriptions (six connections per site over HTTP/1.1), but its requests reach
 * any instance behind a round-robin balancer: the reservation (PUT), the stream (GET) and each operation (POST,
 * DELETE) may land on three different ones. graphql-sse keeps its streams in the memory of one process, so:
 * - a reservation is written to Redis, not to this process, and answered here;
 * - the stream is opened wherever its GET lands: that instance takes the reservation, makes it locally (graphql-sse's
 *   own PUT, with the token), serves the stream, and records itself as the stream's home while it is open;
 * - an operation that lands elsewhere is sent to the home over Redis, run there by graphql-sse as if the client had
 *   sent it there (same headers, so the same session and origin checks), and the home's answer (202, or an error)
 *   comes back the same way. The results travel on the stream, as always.
 * Without Redis there is one instance and none of this runs.
 */
export class StreamRelay {
  readonly instanceId = randomUUID();
  readonly #commands: Redis;
  readonly #subscriber: Redis;
  readonly #local = new Map<string, NodeJS.Timeout>();
  readonly #waiting = new Map<string, (answer: RelayedAnswer | null) => void>();
  readonly #prefix: string;
  #closed = false;

  private constructor(private readonly options: StreamRelayOptions) {
    this.#prefix = `${options.redisPrefix}sse:`;
    // A Redis that hangs must not hang the requests waiting on it: they fall back to this instance (handle()).
    this.#commands = new Redis(options.redisUrl, { disableClientInfo: true, commandTimeout: 2_000 });
    this.#subscriber = new Redis(options.redisUrl, { disableClientInfo: true });
    // ioredis reconnects by itself; an outage is worth a line, not a crash (an unhandled 'error' event) nor a line
    // per reconnection attempt.
    logRedisOutages(this.#commands, options.log, 'event stream relay, commands');
    logRedisOutages(this.#subscriber, options.log, 'event stream relay, subscribed');
  }

  /** Not waiting for Redis: an instance starts (and says it is not ready, lib/health.ts) while Redis is away. */
  static start(options: StreamRelayOptions): StreamRelay {
    const relay = new StreamRelay(options);
    relay.#subscriber.on('message', (_channel: string, raw: string) => void relay.#receive(raw));
    relay.#subscriber.subscribe(relay.#channel(relay.instanceId)).catch((error: unknown) => {
      options.log.warn({ err: error }, 'event stream relay: could not subscribe');
    });
    return relay;
  }

  /**
   * Answers a request to the stream's address when this instance is not the one to answer it; false leaves it to
   * this instance's GraphQL server. Any trouble with Redis leaves it here too: with one instance that is right, and
   * with several the client's reconnection finds a way.
   */
  async handle(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    try {
      const token = tokenOf(req);
      if (req.method === 'PUT' && token === null) return await this.#reserve(req, reply);
      if (token === null || req.method === 'OPTIONS') return false;
      if (req.method === 'GET' && req.headers.accept === 'text/event-stream') {
        await this.#openHere(token, reply);
        return false;
      }
      if (this.#local.has(token)) return false;
      const home = await this.#homeOf(token);
      if (home === null || home === this.instanceId) return false;
      return await this.#relay(req, reply, home);
    } catch (error) {
      this.options.log.warn({ err: error }, 'event stream relay unavailable; answering locally');
      return false;
    }
  }

  close(): void {
    this.#closed = true;
    for (const timer of this.#local.values()) clearInterval(timer);
    this.#local.clear();
    for (const resolve of this.#waiting.values()) resolve(null);
    // Nothing pending matters once the server has closed, and QUIT would wait for a Redis that hangs.
    this.#subscriber.disconnect();
    this.#commands.disconnect();
  }

  /** graphql-sse's own answer to a reservation (201, the token as text), with the token kept in Redis. */
  async #reserve(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const accept = req.headers.accept ?? '*/*';
    if (accept !== '*/*' && accept !== 'text/plain') return false; // graphql-sse's 406
    const token = randomUUID();
    await this.#commands.set(`${this.#prefix}reserved:${token}`, this.instanceId, 'EX', RESERVATION_TTL_S);
    await reply.status(201).header('Content-Type', 'text/plain; charset=utf-8').send(token);
    return true;
  }

  /** Makes a reservation from Redis local, so graphql-sse serves the stream here; an unknown token is left alone. */
  async #openHere(token: string, reply: FastifyReply): Promise<void> {
    if (this.#local.has(token)) return; // graphql-sse answers a second stream for one token with 409
    const reserved = await this.#commands.getdel(`${this.#prefix}reserved:${token}`);
    if (reserved === null) return;
    const local = await this.options.graphql.fetch(
      new Request('http://stream-relay.internal/graphql/stream', {
        method: 'PUT',
        headers: { [TOKEN_HEADER_KEY]: token, accept: 'text/plain' },
      }),
      { clientIp: '127.0.0.1' },
    );
    if (local.status !== 201) return;
    const homeKey = `${this.#prefix}home:${token}`;
    await this.#commands.set(homeKey, this.instanceId, 'EX', HOME_TTL_S);
    const refresh = setInterval(() => {
      this.#commands.expire(homeKey, HOME_TTL_S).catch(() => {});
    }, HOME_REFRESH_MS);
    refresh.unref();
    this.#local.set(token, refresh);
    reply.raw.once('close', () => {
      clearInterval(refresh);
      this.#local.delete(token);
      if (!this.#closed) this.#commands.del(homeKey).catch(() => {});
    });
  }

  async #homeOf(token: string): Promise<string | null> {
    const deadline = Date.now() + HOME_WAIT_MS;
    for (;;) {
      const home = await this.#commands.get(`${this.#prefix}home:${token}`);
      if (home !== null || Date.now() >= deadline) return home;
      await new Promise((resolve) => setTimeout(resolve, HOME_POLL_MS));
    }
  }

  async #relay(req: FastifyRequest, reply: FastifyReply, home: string): Promise<boolean> {
    const id = randomUUID();
    const answered = new Promise<RelayedAnswer | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS);
      this.#waiting.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
    });
    try {
      const receivers = await this.#commands.publish(
        this.#channel(home),
        JSON.stringify(relayedRequest(req, id, this.instanceId)),
      );
      const answer = receivers === 0 ? null : await answered;
      if (answer === null) {
        // The home is gone (stopped or crashed): its stream is gone too, and the client reconnects on a 5xx.
        await reply.status(503).send({ errors: [{ message: 'Stream not reachable' }] });
        return true;
      }
      for (const [name, value] of answer.headers) void reply.header(name, value);
      await reply.status(answer.status).send(answer.body === '' ? undefined : answer.body);
      return true;
    } finally {
      this.#waiting.delete(id);
    }
  }

  async #receive(raw: string): Promise<void> {
    const message = parseRelayMessage(raw);
    if (message === null) return;
    if (message.kind === 'answer') {
      this.#waiting.get(message.id)?.(message);
      return;
    }
    const answer = await this.#run(message);
    await this.#commands.publish(this.#channel(message.from), JSON.stringify(answer)).catch(() => {});
  }

  async #run(message: RelayedRequest): Promise<RelayedAnswer> {
    try {
      const response = await this.options.graphql.fetch(toFetchRequest(message), { clientIp: message.clientIp });
      return await toAnswer(message.id, response);
    } catch (error) {
      this.options.log.error({ err: error }, 'relayed event stream request failed');
      return { kind: 'answer', id: message.id, status: 500, headers: [], body: '' };
    }
  }

  #channel(instanceId: string): string {
    return `${this.#prefix}to:${instanceId}`;
  }
}

function tokenOf(req: FastifyRequest): string | null {
  const header = req.headers[TOKEN_HEADER_KEY];
  if (typeof header === 'string' && header !== '') return header;
  const query = new URL(req.url, 'http://localhost').searchParams.get(TOKEN_QUERY_KEY);
  return query === null || query === '' ? null : query;
}
