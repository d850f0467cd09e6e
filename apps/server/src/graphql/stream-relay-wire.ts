import type { FastifyRequest } from 'fastify';

/**
 * What one instance sends another over Redis when a request for an event stream reaches an instance that does not
 * hold the stream (stream-relay.ts): the request as the client sent it, and the home instance's answer.
 */
export interface RelayedRequest {
  kind: 'request';
  id: string;
  /** The instance waiting for the answer. */
  from: string;
  method: string;
  /** Path and query string, as the client sent them. */
  url: string;
  headers: [string, string][];
  body: string | null;
  /** The client's address as the receiving instance resolved it (rate limits key on it). */
  clientIp: string;
}

export interface RelayedAnswer {
  kind: 'answer';
  id: string;
  status: number;
  headers: [string, string][];
  body: string;
}

export type RelayMessage = RelayedRequest | RelayedAnswer;

/** Headers about this hop, not the request: the home instance makes its own. */
const HOP_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'host',
  'upgrade',
  'te',
  'trailer',
  'proxy-connection',
]);

export function relayedRequest(req: FastifyRequest, id: string, from: string): RelayedRequest {
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_HEADERS.has(name)) continue;
    headers.push([name, Array.isArray(value) ? value.join(', ') : value]);
  }
  // Fastify has parsed a JSON body already; graphql-sse reads it again from the rebuilt request.
  const body = req.body === undefined || req.body === null ? null : JSON.stringify(req.body);
  return { kind: 'request', id, from, method: req.method, url: req.url, headers, body, clientIp: req.ip };
}

/** The request as the home instance's GraphQL server takes it (a Fetch request; the host is never read there). */
export function toFetchRequest(message: RelayedRequest): Request {
  return new Request(new URL(message.url, 'http://stream-relay.internal'), {
    method: message.method,
    headers: message.headers,
    body: message.body,
  });
}

export async function toAnswer(id: string, response: Response): Promise<RelayedAnswer> {
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (!HOP_HEADERS.has(name)) headers.push([name, value]);
  });
  return { kind: 'answer', id, status: response.status, headers, body: await response.text() };
}

export function parseRelayMessage(raw: string): RelayMessage | null {
  try {
    const message = JSON.parse(raw) as RelayMessage;
    return message.kind === 'request' || message.kind === 'answer' ? message : null;
  } catch {
    return null;
  }
}
