import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_BASE_PATH, type Auth } from './auth';
import { CLIENT_IP_HEADER } from './auth-limits';

/** Rebuilds the Fastify request as a Fetch request for Better Auth's handler. */
function toFetchRequest(req: FastifyRequest, publicUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.toLowerCase() === CLIENT_IP_HEADER) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The client address for rate limits: what Fastify derived through the proxies it trusts, never a client header.
  headers.set(CLIENT_IP_HEADER, req.ip);
  const body =
    Buffer.isBuffer(req.body) && req.method !== 'GET' && req.method !== 'HEAD' ? new Uint8Array(req.body) : undefined;
  return new Request(new URL(req.url, publicUrl), { method: req.method, headers, body });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A JSON answer without any `token` field, at any depth. Better Auth answers sign-in and confirmation with
 * `{ token, user }` and the session read with `{ session: { token } }`; the session lives in the httpOnly cookie
 * only, so script on the page (an injected one included) never holds a token it could carry off.
 */
export function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) => (key === 'token' ? [] : [[key, withoutTokens(item)]])),
  );
}

/** The answer's body as sent on: JSON without tokens, anything else as it is. */
async function bodyOf(response: Response): Promise<Buffer> {
  const raw = Buffer.from(await response.arrayBuffer());
  if (!response.headers.get('content-type')?.includes('application/json') || raw.length === 0) return raw;
  try {
    return Buffer.from(JSON.stringify(withoutTokens(JSON.parse(raw.toString('utf8')))));
  } catch {
    return raw;
  }
}

/** Mounts Better Auth's endpoints (sign-up, sign-in, codes, reset, sign-out, session, Google) under /api/auth/*. */
export async function registerAuthRoutes(http: FastifyInstance, auth: Auth, publicUrl: string): Promise<void> {
  await http.register((scope, _opts, done) => {
    // Better Auth reads the raw body itself (JSON or form), so this scope hands it over unparsed.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      handler: async (req, reply) => {
        const response = await auth.handler(toFetchRequest(req, publicUrl));
        void reply.status(response.status);
        response.headers.forEach((value, name) => {
          // The body may change below (tokens dropped); Fastify sets the length of what it sends.
          if (!['set-cookie', 'content-length'].includes(name.toLowerCase())) void reply.header(name, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) void reply.header('set-cookie', cookies);
        void reply.header('Cache-Control', 'no-store');
        return reply.send(await bodyOf(response));
      },
    });
    done();
  });
}
