import type { FastifyInstance, FastifyRequest } from 'fastify';
import { attachmentBytes, attachmentSize, storedAttachments } from './attachments';
import { html } from './templates/html';
import type { MailService, MailView } from './mail.service';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The headers a browser (or curl) sends by itself. Anything else marks a request that passed through something: a
 * proxy adds its own family of headers (X-Forwarded-*, Forwarded, Via, X-Real-IP, X-Envoy-External-Address,
 * Client-IP, X-ProxyUser-Ip, …) and new ones appear all the time, so this is an allow-list, not a list of proxies.
 */
const BROWSER_HEADERS = new Set([
  'host',
  'connection',
  'keep-alive',
  'cache-control',
  'pragma',
  'upgrade-insecure-requests',
  'user-agent',
  'accept',
  'accept-encoding',
  'accept-language',
  'cookie',
  'referer',
  'origin',
  'dnt',
  'priority',
  'purpose',
  'if-none-match',
  'if-modified-since',
  'range',
  'te',
  'content-type',
  'content-length',
  // The Sec- headers browsers send by themselves (Fetch metadata, Global Privacy Control, prefetch), by name: a
  // prefix would also let through any Sec-* header a proxy or a script chose to add (issue 34).
  'sec-fetch-site',
  'sec-fetch-mode',
  'sec-fetch-dest',
  'sec-fetch-user',
  'sec-fetch-storage-access',
  'sec-gpc',
  'sec-purpose',
]);
/** User-agent client hints (Sec-CH-UA, Sec-CH-UA-Mobile, Sec-CH-UA-Platform, …) and the preference hints. */
const CLIENT_HINT = /^sec-ch-(ua(-[a-z0-9]+)*|prefers-[a-z-]+)$/;
const isBrowserHeader = (name: string) => BROWSER_HEADERS.has(name) || CLIENT_HINT.test(name);

/**
 * True only for a browser on this machine talking to the server directly: the socket is loopback, the request
 * carries only headers a browser sends itself (none a proxy adds), and it was addressed to a loopback name. The
 * derived client address (req.ip) is not enough: a reverse proxy on the same host that sets no X-Forwarded-For makes
 * every visitor look local, and TRUST_PROXY may believe a forged chain. The Host check also stops a page of another
 * site from reaching it through DNS rebinding. A same-host proxy that adds no header and passes a loopback Host on is
 * still indistinguishable: that is why the mailbox is off in production unless DEV_MAILBOX says otherwise.
 */
export function isDirectLoopbackClient(req: FastifyRequest): boolean {
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return false;
  if (!Object.keys(req.headers).every((name) => isBrowserHeader(name.toLowerCase()))) return false;
  return LOOPBACK_HOSTS.has(hostnameOf(req.headers.host ?? ''));
}

/** The host part of a Host header: 'localhost:3000' → 'localhost', '[::1]:3000' → '[::1]'. */
function hostnameOf(host: string): string {
  const name = host.trim().toLowerCase();
  if (name.startsWith('[')) return name.slice(0, name.indexOf(']') + 1);
  return name.split(':')[0] ?? '';
}

interface MailboxDeps {
  mail: MailService;
  /** Whether the request carries a signed-in admin's session. */
  isAdmin(req: FastifyRequest): Promise<boolean>;
}

const MAX_ITEMS = 100;

/**
 * /dev/mailbox: the held mail (sign-up and reset codes included) when SMTP_URL is unset, so a newcomer can use the
 * product without a mail server. Registered only when config.devMailbox (SMTP_URL unset, and not production unless
 * DEV_MAILBOX=1); shown only to a direct loopback client or a signed-in admin.
 */
export function registerDevMailbox(http: FastifyInstance, deps: MailboxDeps): void {
  const guard = async (req: FastifyRequest) => isDirectLoopbackClient(req) || (await deps.isAdmin(req));
  const refuse =
    'The mailbox is shown only to a browser on this machine (not through a proxy) or to a signed-in admin.';
  const listFor = async (req: FastifyRequest) => {
    const to = typeof (req.query as { to?: unknown }).to === 'string' ? (req.query as { to: string }).to : null;
    const page = await deps.mail.list({ to: to?.trim().toLowerCase() || null, limit: MAX_ITEMS });
    return page.items;
  };

  http.get('/dev/mailbox.json', async (req, reply) => {
    void reply.header('Cache-Control', 'no-store');
    if (!(await guard(req))) return reply.status(403).send({ error: refuse });
    const items = await listFor(req);
    return {
      items: items.map((m) => ({
        id: m.id,
        to: m.to,
        template: m.template,
        status: m.status,
        data: m.data,
        subject: m.rendered?.subject ?? null,
        text: m.rendered?.text ?? null,
        html: m.rendered?.html ?? null,
        attachments: storedAttachments(m.attachments).map((a, index) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: attachmentSize(a),
          url: `/dev/mailbox/${m.id}/attachments/${index}`,
        })),
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
    };
  });

  http.get('/dev/mailbox', async (req, reply) => {
    void reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (!(await guard(req))) return reply.status(403).type('text/plain').send(refuse);
    return reply.type('text/html; charset=utf-8').send(listPage(await listFor(req)));
  });

  http.get<{ Params: { id: string } }>('/dev/mailbox/:id', async (req, reply) => {
    // The mail's own HTML, with nothing able to run or load.
    void reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    if (!(await guard(req))) return reply.status(403).type('text/plain').send(refuse);
    const id = /^[0-9a-f-]{36}$/i.test(req.params.id) ? req.params.id : null;
    const mail = id ? await deps.mail.get(id) : null;
    if (!mail?.rendered) return reply.status(404).type('text/plain').send('No such mail');
    return reply.type('text/html; charset=utf-8').send(mail.rendered.html);
  });

  http.get<{ Params: { id: string; index: string } }>('/dev/mailbox/:id/attachments/:index', async (req, reply) => {
    // Always a download, never shown in the page: a file is the sender's content, not ours to render.
    void reply.header('Cache-Control', 'no-store').header('Content-Security-Policy', "default-src 'none'");
    if (!(await guard(req))) return reply.status(403).type('text/plain').send(refuse);
    const id = /^[0-9a-f-]{36}$/i.test(req.params.id) ? req.params.id : null;
    const mail = id ? await deps.mail.get(id) : null;
    const file =
      mail && /^\d{1,2}$/.test(req.params.index)
        ? storedAttachments(mail.attachments)[Number(req.params.index)]
        : undefined;
    if (!file) return reply.status(404).type('text/plain').send('No such attachment');
    return reply
      .header('Content-Disposition', `attachment; filename="${file.filename}"`)
      .type(file.contentType)
      .send(attachmentBytes(file));
  });
}

/** The mail's files, each a download link with its type and size. */
function attachmentLinks(m: MailView) {
  const files = storedAttachments(m.attachments);
  if (files.length === 0) return '';
  return html`<div style="font-size:13px">
    Attachments:
    ${files.map(
      (a, index) =>
        html`${index > 0 ? ', ' : ''}<a href="/dev/mailbox/${m.id}/attachments/${index}">${a.filename}</a>
          (${a.contentType}, ${attachmentSize(a)} bytes)`,
    )}
  </div>`;
}

function listPage(items: MailView[]): string {
  const rows = items.map(
    (m) =>
      html`<article style="border:1px solid #ddd;border-radius:6px;padding:12px;margin:12px 0">
        <div><strong>${m.rendered?.subject ?? m.template}</strong></div>
        <div style="color:#666;font-size:13px">
          to ${m.to} · ${m.createdAt.toISOString()} · ${m.status} · ${m.template} ·
          <a href="/dev/mailbox/${m.id}">HTML</a>
        </div>
        ${attachmentLinks(m)}
        <pre style="white-space:pre-wrap;font-size:13px">${m.rendered?.text ?? '(cannot be rendered)'}</pre>
      </article>`,
  );
  return html`<!doctype html>
    <html>
      <head>
        <meta charset="utf-8" />
        <title>Mailbox</title>
      </head>
      <body style="font-family:Arial,Helvetica,sans-serif;max-width:800px;margin:24px auto;padding:0 12px">
        <h1>Mailbox</h1>
        <p>
          Mail is held here because SMTP_URL is not set. Newest first; <a href="/dev/mailbox.json">JSON</a>; filter with
          ?to=address.
        </p>
        ${items.length === 0 ? html`<p>No mail yet.</p>` : rows}
      </body>
    </html>`.value;
}
