import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type RouteHandlerMethod } from 'fastify';
import { createServices, type AppDeps, type Services } from './app-deps';
import { createGraphQLServer, GRAPHQL_STREAM_PATH, type GraphQLServer } from './graphql/yoga';
import { paths } from './paths';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerCompression } from './lib/compression';
import { registerStaticAssets, sendIndexHtml } from './lib/static-assets';
import { ServerRenderer } from './lib/server-render';
import { registerAuthRoutes } from './modules/accounts/auth.routes';
import { registerDevMailbox } from './modules/mail/dev-mailbox.routes';
import { registerContentRoutes } from './modules/content/content.routes';
import { registerBenchRawRoutes } from './bench/raw-routes';
import { registerPaymentWebhook, registerSandboxCheckout } from './modules/payments/payments.routes';
import { registerFilesRoutes } from './modules/files/files.routes';
import { registerAdminExport } from './modules/admin/admin-export.routes';
import { trustedOrigins } from './lib/site-origins';

export interface App {
  http: FastifyInstance;
  services: Services;
  graphql: GraphQLServer;
}

const isSingleResult = (response: Response) => {
  const type = response.headers.get('content-type') ?? '';
  return !type.startsWith('text/event-stream') && !type.startsWith('multipart/');
};

/** Paths the API owns; everything else is the web app's, which shows its own Not Found. */
const API_PREFIXES = ['/graphql', '/api/', '/healthz', '/dev/', '/files/'];

export async function buildApp(deps: AppDeps, options: { webDist?: string | null } = {}): Promise<App> {
  const services = createServices(deps);
  const graphql = createGraphQLServer(services, deps.log);
  const http = Fastify({
    loggerInstance: deps.log,
    // Whose X-Forwarded-For to believe: by default only a proxy on this machine, so a client cannot choose its own
    // address for the rate limits. See TRUST_PROXY.
    trustProxy: deps.config.TRUST_PROXY,
    return503OnClosing: true,
    bodyLimit: 1024 * 1024,
  });

  registerSecurityHeaders(http, deps.config);
  // Before any route: the plugin attaches itself to each route as it is added.
  await registerCompression(http);

  // Listening starts only after migrations ran (server.ts), so answering at all means the database is ready.
  http.get('/healthz', (_req, reply) => reply.send({ status: 'ok' }));

  await registerAuthRoutes(http, services.auth, deps.config.publicUrl);
  registerContentRoutes(http, services);
  await registerFilesRoutes(http, {
    files: services.files,
    viewerOf: (req) => services.accounts.viewerFor(headersOf(req.headers)),
    trustedOrigins: trustedOrigins(deps.config),
  });
  registerAdminExport(http, { admin: services.admin, viewerOf: (req) => services.accounts.viewerFor(headersOf(req.headers)) });
  await registerPaymentWebhook(http, services.payments.webhooks);
  if (services.payments.sandbox) {
    await registerSandboxCheckout(http, { repo: services.payments.sandbox, siteName: deps.config.site.name });
  }
  if (deps.config.devMailbox) {
    registerDevMailbox(http, {
      mail: services.mail,
      isAdmin: async (req) => (await services.accounts.viewerFor(headersOf(req.headers))).role === 'admin',
    });
  }

  if (deps.config.BENCH_RAW_ROUTES) registerBenchRawRoutes(http, deps.database.db);

  const graphqlHandler: RouteHandlerMethod = async (req, reply) => {
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
      return reply.send(response.body);
  };
  http.route({ url: '/graphql', method: ['GET', 'POST', 'OPTIONS'], handler: graphqlHandler });
  // graphql-sse's single connection mode: PUT reserves a stream, GET (or POST) opens it, POST runs an operation on
  // it, DELETE stops one (decision 0022).
  http.route({ url: GRAPHQL_STREAM_PATH, method: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'], handler: graphqlHandler });

  const webDist = options.webDist === undefined ? paths.webDist : options.webDist;
  const indexHtml = webDist ? path.join(webDist, 'index.html') : null;
  const servesWeb = Boolean(webDist && indexHtml && existsSync(indexHtml));
  if (webDist && servesWeb) await registerStaticAssets(http, webDist);
  // Public pages go out rendered, with their data (decision 0024); any other page as the shell.
  const renderer =
    webDist && servesWeb
      ? await ServerRenderer.load({ webDist, graphql: async (input, init, context) => graphql.fetch(input, init, context), log: deps.log })
      : null;

  http.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));
    const isRead = req.method === 'GET' || req.method === 'HEAD'; // link checkers and monitors send HEAD
    if (isApi || !isRead || !indexHtml || !existsSync(indexHtml) || path.extname(url) !== '') {
      return reply.status(404).send({ error: 'Not Found' });
    }
    if (req.method === 'GET' && renderer?.handles(url)) {
      const page = await renderer.render({ url: req.url, ip: req.ip, cookie: req.headers.cookie });
      if (page) {
        // It may carry the visitor's own session (the navigation's account items): for their browser only.
        return reply.type('text/html; charset=utf-8').header('Cache-Control', 'private, no-cache').send(page);
      }
    }
    // History fallback: the single-page app renders the route, including its own Not Found screen.
    return sendIndexHtml(reply);
  });

  return { http, services, graphql };
}

function headersOf(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}
