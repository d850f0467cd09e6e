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
  const body = Buffer.isBuffer(req.body) && req.method !== 'GET' && req.method !== 'HEAD' ? new Uint8Array(req.body) : undefined;
  return new Request(new URL(req.url, publicUrl), { method: req.method, headers, body });
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
          if (name.toLowerCase() !== 'set-cookie') void reply.header(name, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) void reply.header('set-cookie', cookies);
        void reply.header('Cache-Control', 'no-store');
        return reply.send(Buffer.from(await response.arrayBuffer()));
      },
    });
    done();
  });
}
