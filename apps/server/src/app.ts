import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createServices, type AppDeps, type Services } from './app-deps';
import { createGraphQLFastPath, createGraphQLServer } from './graphql/yoga';
import { GRAPHQL_STREAM_PATH, type GraphQLServer } from './graphql/graphql-server';
import { knownOperationNames } from './graphql/known-operations';
import { GRAPHQL_BODY_LIMIT, graphqlRouteErrors, graphqlRouteHandler } from './graphql/route';
import { StreamRelay } from './graphql/stream-relay';
import { paths } from './paths';
import { registerSecurityHeaders } from './lib/security-headers';
import { registerCanonicalHost } from './lib/canonical-host';
import { registerCompression } from './lib/compression';
import { registerStaticAssets, sendIndexHtml } from './lib/static-assets';
import { registerPageRoutes, ServerRenderer } from './lib/server-render';
import { registerBenchRawRoutes } from './bench/raw-routes';
import { Lifecycle, registerHealthRoutes, type ReadinessCheck } from './lib/health';
import { registerRequestLog, RequestLogController, requestId } from './lib/request-log';
import { AppMetrics, type MetricsSources } from './lib/metrics';
import { registerMetrics } from './lib/metrics-routes';
import { registerTracing } from './lib/tracing';
import { migrationsApplied } from './db/migrate';
import { JobsRepo } from './modules/jobs/jobs.repo';
import { WEBHOOK_PATH } from './modules/payments/payments.routes';
import { moduleRegistry } from './module-registry';
import type { ModuleManifest, RouteContext } from './modules/module-manifest';

export interface App {
  http: FastifyInstance;
  services: Services;
  graphql: GraphQLServer;
  /** Serving or draining; the open event streams (server.ts drains at a stop). */
  lifecycle: Lifecycle;
  metrics: AppMetrics;
}

/** Paths the API owns; everything else is the web app's, which shows its own Not Found. */
const API_PREFIXES = ['/graphql', '/api/', '/healthz', '/readyz', '/metrics', '/dev/', '/files/'];

export interface BuildOptions {
  webDist?: string | null;
  /** Plain JSON queries skip Yoga's HTTP layer (graphql/fast-path.ts); off only to compare with Yoga's answers. */
  graphqlFastPath?: boolean;
}

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<App> {
  const services = createServices(deps);
  const graphql = createGraphQLServer(services, deps.log);
  const fastPathOn = options.graphqlFastPath ?? deps.config.GRAPHQL_FAST_PATH;
  const fastPath = fastPathOn ? createGraphQLFastPath(graphql, services, deps.log) : null;
  const http = Fastify({
    loggerInstance: deps.log,
    // Whose X-Forwarded-For to believe: by default only a proxy on this machine, so a client cannot choose its own
    // address for the rate limits. See TRUST_PROXY.
    trustProxy: deps.config.TRUST_PROXY,
    return503OnClosing: true,
    bodyLimit: 1024 * 1024,
    // One line per request with its GraphQL operation (lib/request-log.ts) instead of Fastify's two.
    logController: new RequestLogController(),
    genReqId: requestId,
  });
  const lifecycle = new Lifecycle();
  const metrics = new AppMetrics(metricsSources(deps, services, lifecycle), deps.log, {
    knownOperations: knownOperationNames(),
    // Each test app would start its own event-loop monitor.
    processMetrics: deps.config.NODE_ENV !== 'test',
  });
  registerRequestLog(http);
  registerTracing(http, {
    endpoint: deps.config.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: deps.config.OTEL_SERVICE_NAME,
  });
  registerMetrics(http, { metrics, token: deps.config.METRICS_TOKEN, webhookPath: WEBHOOK_PATH });

  // First: a request on another host than PUBLIC_URL's is redirected there before anything else runs.
  registerCanonicalHost(http, deps.config);
  registerSecurityHeaders(http, deps.config);
  // Before any route: the plugin attaches itself to each route as it is added.
  await registerCompression(http);

  registerHealthRoutes(http, { lifecycle, checks: readinessChecks(deps) });

  // Each module's own routes (webhooks, exports, uploads, the auth handler), from its manifest.
  const routeContext: RouteContext = {
    services,
    config: deps.config,
    log: deps.log,
    viewerOf: (req) => services.accounts.viewerFor(headersOf(req.headers)),
  };
  const modules: readonly ModuleManifest[] = deps.modules ?? moduleRegistry;
  for (const module of modules) await module.routes?.(http, routeContext);

  if (deps.config.BENCH_RAW_ROUTES) registerBenchRawRoutes(http, deps.database.db);

  // A tab's one event stream works whichever instance each of its requests reaches (graphql/stream-relay.ts).
  const { REDIS_URL, redisPrefix } = deps.config;
  const relay = REDIS_URL ? StreamRelay.start({ redisUrl: REDIS_URL, redisPrefix, graphql, log: deps.log }) : null;
  if (relay) http.addHook('onClose', () => relay.close());
  const graphqlHandler = graphqlRouteHandler(graphql, fastPath, lifecycle.streams, relay);
  const graphqlLimits = { bodyLimit: GRAPHQL_BODY_LIMIT, errorHandler: graphqlRouteErrors };
  http.route({ url: '/graphql', method: ['GET', 'POST', 'OPTIONS'], handler: graphqlHandler, ...graphqlLimits });
  // graphql-sse's single connection mode: PUT reserves a stream, GET (or POST) opens it, POST runs an operation on
  // it, DELETE stops one (decision 0022).
  http.route({
    url: GRAPHQL_STREAM_PATH,
    method: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    handler: graphqlHandler,
    ...graphqlLimits,
  });

  const webDist = options.webDist === undefined ? paths.webDist : options.webDist;
  const indexHtml = webDist ? path.join(webDist, 'index.html') : null;
  const servesWeb = Boolean(webDist && indexHtml && existsSync(indexHtml));
  if (webDist && servesWeb) await registerStaticAssets(http, webDist);
  // Public pages go out rendered, with their data (decision 0024); any other page as the shell.
  const renderer =
    webDist && servesWeb
      ? await ServerRenderer.load({
          webDist,
          graphql: async (input, init, context) => graphql.fetch(input, init, context),
          log: deps.log,
        })
      : null;

  // Routes of their own, so that their answers are compressed like every route's; HEAD gets the shell's headers.
  const sendOtherPage = servesWeb ? registerPageRoutes(http, renderer, sendIndexHtml) : null;

  http.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((prefix) => url === prefix.replace(/\/$/, '') || url.startsWith(prefix));
    const isRead = req.method === 'GET' || req.method === 'HEAD'; // link checkers and monitors send HEAD
    if (isApi || !isRead || !sendOtherPage || !indexHtml || !existsSync(indexHtml) || path.extname(url) !== '') {
      return reply.status(404).send({ error: 'Not Found' });
    }
    // History fallback: the app's Not Found page drawn with status 404 when no route of the app takes the path, else
    // the single-page app renders the route (the signed-in areas).
    return sendOtherPage(req, reply);
  });

  return { http, services, graphql, lifecycle, metrics };
}

/** What /readyz asks: the database answers and is migrated for this build; Redis answers when events go through it. */
function readinessChecks(deps: AppDeps): ReadinessCheck[] {
  const checks: ReadinessCheck[] = [
    { name: 'database', check: () => deps.database.ping() },
    {
      name: 'migrations',
      check: async () => {
        if (!(await migrationsApplied(deps.database))) throw new Error("this build's migrations are not applied");
      },
    },
  ];
  if (deps.config.REDIS_URL) checks.push({ name: 'redis', check: () => deps.bus.ping() });
  return checks;
}

function metricsSources(deps: AppDeps, services: Services, lifecycle: Lifecycle): MetricsSources {
  const jobs = new JobsRepo(deps.database.db);
  return {
    queues: async () => [
      { queue: 'mail', ...(await services.mail.queueStats()) },
      { queue: 'notifications', ...(await services.notifications.queueStats()) },
    ],
    jobs: () => jobs.list(),
    pool: () => deps.database.poolStats(),
    sseConnections: () => lifecycle.streams.size,
  };
}

function headersOf(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}
