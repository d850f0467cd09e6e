import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppMetrics } from './metrics';

export const METRICS_PATH = '/metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
/**
 * What a scraper on this machine sends (Prometheus, curl, an agent). Like the dev mailbox's check
 * (modules/mail/dev-mailbox.routes.ts) this is an allow-list: a proxy adds headers of its own (X-Forwarded-*,
 * Forwarded, Via, X-Real-IP, …), and a request carrying any other header is not taken for a local one.
 */
const SCRAPER_HEADERS = new Set([
  'host',
  'connection',
  'user-agent',
  'accept',
  'accept-encoding',
  'x-prometheus-scrape-timeout-seconds',
]);

/** A scraper talking to this instance directly from this machine: loopback socket, no proxy's headers, loopback Host. */
export function isLoopbackScraper(req: FastifyRequest): boolean {
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return false;
  if (!Object.keys(req.headers).every((name) => SCRAPER_HEADERS.has(name.toLowerCase()))) return false;
  const host = (req.headers.host ?? '').trim().toLowerCase();
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
  return LOOPBACK_HOSTS.has(name);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>` equal to the configured token, compared in constant time. */
function hasToken(req: FastifyRequest, token: string): boolean {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer (.+)$/.exec(header);
  return Boolean(match?.[1]) && timingSafeEqual(digest(match?.[1] ?? ''), digest(token));
}

/** What the payment webhook's answer says happened (payments.routes.ts answers `{ message: outcome }` with 200). */
function webhookOutcome(status: number, payload: unknown): string {
  if (status === 401) return 'unauthorized';
  if (status !== 200 || typeof payload !== 'string') return 'error';
  const message = /"message":"(accepted|duplicate|ignored)"/.exec(payload)?.[1];
  return message ?? 'error';
}

/**
 * /metrics in Prometheus' text format. With METRICS_TOKEN set it asks for that Bearer token (scrapes from another
 * machine, through the balancer or not); without, it answers only a scraper on this machine talking to the instance
 * directly. Every request is counted here as it is answered; the payment webhook's outcome is read from its answer.
 */
export function registerMetrics(
  http: FastifyInstance,
  deps: { metrics: AppMetrics; token: string | undefined; webhookPath: string },
): void {
  const { metrics, token, webhookPath } = deps;
  http.addHook('onResponse', (req, reply, done) => {
    metrics.observe(req, reply);
    done();
  });
  http.addHook('onSend', (req, reply, payload, done) => {
    if (req.method === 'POST' && req.routeOptions.url === webhookPath) {
      metrics.webhook(webhookOutcome(reply.statusCode, payload));
    }
    done(null, payload);
  });
  http.get(METRICS_PATH, async (req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const allowed = token ? hasToken(req, token) : isLoopbackScraper(req);
    if (!allowed) {
      if (token) void reply.header('WWW-Authenticate', 'Bearer');
      return reply.status(token ? 401 : 403).send({
        error: token
          ? 'Send METRICS_TOKEN as a Bearer token.'
          : 'Metrics are served to this machine only, unless METRICS_TOKEN is set.',
      });
    }
    const text = await metrics.scrape();
    return reply.type(metrics.registry.contentType).send(text);
  });
}
