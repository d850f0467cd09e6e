import { timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config/env';
import { isDirectLoopbackClient } from '../mail/dev-mailbox.routes';
import { html } from '../mail/templates/html';
import { channelsOn, type TextChannelName } from './channel';
import type { DeliveryRow } from './notifications.repo';
import type { NotificationsService } from './notifications.service';
import { registerOptOutRoutes } from './opt-out';
import { readTermiiReport, TERMII_WEBHOOK_PATH, validTermiiSignature } from './termii-webhook';
import { readWebhook, replyIntent, validSignature } from './whatsapp-webhook';

export const WHATSAPP_WEBHOOK_PATH = '/api/notifications/whatsapp';

export interface NotificationRoutesDeps {
  notifications: NotificationsService;
  config: Config;
  log: FastifyBaseLogger;
  /** Whether the request carries a signed-in admin's session. */
  isAdmin(req: FastifyRequest): Promise<boolean>;
}

/**
 * Whether /dev/notifications is served: on the same terms as /dev/mailbox (DEV_MAILBOX, by default on outside
 * production), for as long as a channel is off and so holds its messages here.
 */
export function servesDevNotifications(config: Config): boolean {
  const on = channelsOn(config);
  return (!on.WHATSAPP || !on.SMS) && (config.DEV_MAILBOX ?? !config.isProduction);
}

/**
 * The WhatsApp status webhook (GET: Meta's verification handshake; POST: delivery statuses and replies, signed
 * with the app secret), Termii's delivery reports, and /dev/notifications when `servesDevNotifications`. App line:
 * `await registerNotificationRoutes(http, { notifications, config, log, isAdmin })`.
 */
export async function registerNotificationRoutes(http: FastifyInstance, deps: NotificationRoutesDeps): Promise<void> {
  await registerWhatsAppWebhook(http, deps);
  registerOptOutRoutes(http, deps.notifications);
  if (servesDevNotifications(deps.config)) registerDevNotifications(http, deps);
}

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

async function registerWhatsAppWebhook(http: FastifyInstance, deps: NotificationRoutesDeps): Promise<void> {
  const { config, notifications, log } = deps;
  await http.register((scope, _options, done) => {
    // The signature covers the exact bytes Meta sent: read them raw, parse after checking.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, next) =>
      next(null, body),
    );

    scope.get(WHATSAPP_WEBHOOK_PATH, async (req, reply) => {
      const query = req.query as Record<string, unknown>;
      const token = config.WHATSAPP_WEBHOOK_VERIFY_TOKEN;
      const given = query['hub.verify_token'];
      const challenge = query['hub.challenge'];
      if (
        token &&
        query['hub.mode'] === 'subscribe' &&
        typeof given === 'string' &&
        sameSecret(given, token) &&
        typeof challenge === 'string'
      ) {
        return reply.type('text/plain').send(challenge);
      }
      return reply.status(403).type('text/plain').send('Verification failed');
    });

    scope.post(WHATSAPP_WEBHOOK_PATH, async (req, reply) => {
      const secret = config.WHATSAPP_APP_SECRET;
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!secret || !validSignature(raw, req.headers['x-hub-signature-256'], secret)) {
        return reply.status(401).send({ error: 'Unauthorized' });
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        // Signed but not JSON: nothing to do, and nothing Meta should send again.
        return reply.status(200).send({ status: 'ignored' });
      }
      const { statuses, replies } = readWebhook(body);
      let updated = 0;
      for (const s of statuses) {
        if (await notifications.applyProviderStatus(s.providerMessageId, s.status, s.at, s.error)) updated += 1;
      }
      for (const r of replies) {
        const intent = replyIntent(r.text);
        try {
          if (intent === 'opt-out') await notifications.optOut(r.from, 'WHATSAPP');
          if (intent === 'opt-in') await notifications.optIn(r.from, 'WHATSAPP');
        } catch (error) {
          // A sender number we cannot read: there is no one to opt out.
          log.warn({ err: error }, 'whatsapp webhook: a STOP/START reply from a number that is not one');
        }
      }
      // Any other answer makes Meta send the notification again; a failure above (the database) answers 500.
      return reply.status(200).send({ status: 'ok', updated });
    });

    // Termii's delivery reports (set in its console): sent → delivered, or failed (DND active, message failed).
    scope.post(TERMII_WEBHOOK_PATH, async (req, reply) => {
      const secret = config.TERMII_WEBHOOK_SECRET;
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!secret || !validTermiiSignature(raw, req.headers['x-termii-signature'], secret)) {
        return reply.status(401).send({ error: 'Unauthorized' });
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return reply.status(200).send({ status: 'ignored' });
      }
      const report = readTermiiReport(body);
      const updated = report
        ? await notifications.applyProviderStatus(report.providerMessageId, report.status, report.at, report.error)
        : false;
      return reply.status(200).send({ status: 'ok', updated: updated ? 1 : 0 });
    });
    done();
  });
}

const MAX_ITEMS = 100;
const isChannel = (value: unknown): value is TextChannelName => value === 'WHATSAPP' || value === 'SMS';

function registerDevNotifications(http: FastifyInstance, deps: NotificationRoutesDeps): void {
  const guard = async (req: FastifyRequest) => isDirectLoopbackClient(req) || (await deps.isAdmin(req));
  const refuse =
    'The notifications are shown only to a browser on this machine (not through a proxy) or to a signed-in admin.';
  const listFor = async (req: FastifyRequest) => {
    const query = req.query as Record<string, unknown>;
    const to = typeof query.to === 'string' && query.to.trim() ? query.to : null;
    const channel = isChannel(query.channel) ? query.channel : null;
    return (await deps.notifications.list({ to, channel, limit: MAX_ITEMS })).items;
  };

  http.get('/dev/notifications.json', async (req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    if (!(await guard(req))) return reply.status(403).send({ error: refuse });
    return {
      items: (await listFor(req)).map((n) => ({
        id: n.id,
        channel: n.channel,
        to: n.recipient,
        template: n.template,
        status: n.status,
        text: n.text,
        data: n.data,
        attempts: n.attempts,
        providerMessageId: n.providerMessageId,
        lastError: n.lastError,
        nextAttemptAt: n.nextAttemptAt.toISOString(),
        createdAt: n.createdAt.toISOString(),
        sentAt: n.sentAt?.toISOString() ?? null,
      })),
    };
  });

  http.get('/dev/notifications', async (req, reply) => {
    void reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (!(await guard(req))) return reply.status(403).type('text/plain').send(refuse);
    return reply.type('text/html; charset=utf-8').send(listPage(await listFor(req), deps.notifications));
  });
}

/** The message's one-tap opt-out link, as its recipient would follow it. */
function optOutLink(n: DeliveryRow, notifications: NotificationsService) {
  const url = n.channel === 'EMAIL' ? null : notifications.optOutLinks.url(n.recipient, n.channel);
  return url ? html`<a href="${url}" style="font-size:13px">Opt out of ${n.channel} messages</a>` : '';
}

function listPage(items: DeliveryRow[], notifications: NotificationsService): string {
  const state = (channel: TextChannelName) => (notifications.delivers(channel) ? 'on (sent)' : 'off (held here)');
  const rows = items.map(
    (n) =>
      html`<article style="border:1px solid #ddd;border-radius:6px;padding:12px;margin:12px 0">
        <div><strong>${n.channel}</strong> to +${n.recipient}</div>
        <div style="color:#666;font-size:13px">
          ${n.createdAt.toISOString()} · ${n.status} · ${n.template}${n.lastError ? ` · ${n.lastError}` : ''}
        </div>
        <pre style="white-space:pre-wrap;font-size:13px">${n.text}</pre>
        ${optOutLink(n, notifications)}
      </article>`,
  );
  return html`<!doctype html>
    <html>
      <head>
        <meta charset="utf-8" />
        <title>Notifications</title>
      </head>
      <body style="font-family:Arial,Helvetica,sans-serif;max-width:800px;margin:24px auto;padding:0 12px">
        <h1>WhatsApp and SMS</h1>
        <p>
          WhatsApp: ${state('WHATSAPP')}; SMS: ${state('SMS')}. A channel is off while its keys are unset. Newest first;
          <a href="/dev/notifications.json">JSON</a>; filter with ?to=number or ?channel=WHATSAPP|SMS. E-mail is at
          <a href="/dev/mailbox">/dev/mailbox</a>.
        </p>
        ${items.length === 0 ? html`<p>No messages yet.</p>` : rows}
      </body>
    </html>`.value;
}
