import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorSummary } from '../graphql-core/errors';

/** What the web app's server-rendering build (apps/web/src/entry-server.tsx) exports. */
interface ServerEntry {
  /** The route patterns of the pages it renders (React Router's syntax, which is also Fastify's: `/courses/:id`). */
  SERVER_RENDERED_PATTERNS: readonly string[];
  renderPage(request: {
    url: string;
    graphql: { url: string; fetch: typeof fetch };
    headers: Record<string, string>;
    signal: AbortSignal;
    onError?: (error: unknown) => void;
  }): Promise<{ html: string; data: unknown; status?: number; title?: string | null } | { redirect: string } | null>;
}

/** What goes out for a page: the rendered document with its status, or a redirect; null sends the shell. */
export type RenderedAnswer = { html: string; status: number } | { redirect: string };

/** The GraphQL endpoint, called in process (Yoga's `fetch`), with the client's address for its context. */
export type InProcessGraphQL = (input: string, init: RequestInit, context: { clientIp: string }) => Promise<Response>;

export interface ServerRenderOptions {
  /** The web build (index.html); its server-rendering build sits beside it in dist-ssr/. */
  webDist: string;
  graphql: InProcessGraphQL;
  log: FastifyBaseLogger;
  /** A page that takes longer is sent as the plain shell instead. */
  timeoutMs?: number;
  /** Renders at once; past it, pages go out as the shell (the browser renders them) instead of queueing. */
  maxConcurrent?: number;
}

/** A page request, as Fastify derived it (`ip` through TRUST_PROXY). */
export interface PageRequest {
  url: string;
  ip: string;
  cookie?: string;
  /** Its address carries a secret (SECRET_ADDRESS_PATTERNS): a failure is logged with the route's pattern only. */
  secretPattern?: string;
}

/**
 * The pages whose address carries a secret: the invoice's own link, `/payment-invoice/{id}?t={booking token}`
 * (issue 20 §2; the web app marks it `secretAddress` in public-pages.ts). Unlike the other pages with a token in
 * their address they are server-rendered (the invoice is opened from a mail, often on a slow phone), but whatever
 * goes out for them, rendered page or shell, is for this one visit: `no-store`, so no cache on the way or in the
 * browser keeps the booker's name and figures, and `no-referrer`, so the address, token and all, is never sent on
 * to another site (a link followed, an image's host).
 */
export const SECRET_ADDRESS_PATTERNS: readonly string[] = [
  '/payment-invoice/:id',
  '/confirm-booking/:token',
  // The payment result screens: the provider's query string names the payment (tx_ref, transaction_id).
  '/book-mentor-payment',
  '/success-booking',
  '/weekendcampsuccess',
  '/bootcamp-payment',
];
export const SECRET_ADDRESS_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
};
/** A rendered page may carry the visitor's own session (the navigation's account items): for their browser only. */
const RENDERED_CACHE_CONTROL = 'private, no-cache';

const ROOT = '<div id="root"></div>';
/** The document's title, as index.html has it: a page's own (usePageTitle) takes its place. */
const TITLE = /<title>[^<]*<\/title>/;

/** Text for an element's content: a course's or a site's name may hold `<` or `&`. */
function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
/** The app's module script and the modules Vite preloads with it, as index.html names them. */
const APP_SCRIPTS = /<(script type="module"|link rel="modulepreload")/g;
/** React writes the preloads it found (images) before the markup: they belong in the head. */
const LEADING_PRELOADS = /^(?:<link [^>]*\/>)+/;

/** The address a fetch is for, whichever form it came in. */
const urlOf = (input: string | URL | Request): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** JSON inside a <script> data block: nothing in it may close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Server rendering of the public pages (decision 0024): the page's HTML with its data, so a phone paints the page
 * before any JavaScript has arrived, and hydrates it without asking for the data again. Never a point of failure:
 * without the build, past the time limit, under load or on any error, the caller sends the plain shell and the
 * browser renders the page as before.
 */
export class ServerRenderer {
  private inFlight = 0;

  private constructor(
    private readonly entry: ServerEntry,
    private readonly template: string,
    private readonly options: ServerRenderOptions,
  ) {}

  /** Null when the web app was built without its server-rendering half (or not at all). */
  static async load(options: ServerRenderOptions): Promise<ServerRenderer | null> {
    const entryFile = path.resolve(options.webDist, '../dist-ssr/entry-server.js');
    const indexHtml = path.join(options.webDist, 'index.html');
    if (!existsSync(entryFile) || !existsSync(indexHtml)) return null;
    const template = readFileSync(indexHtml, 'utf8');
    if (!template.includes(ROOT)) {
      options.log.warn('index.html has no empty #root: pages are not server-rendered');
      return null;
    }
    const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
    // A rendered page paints without the app's code, which only hydrates it: on a slow network the stylesheet and
    // the pictures above the fold go first, and the scripts take the bandwidth left.
    const rendered = template.replace(APP_SCRIPTS, (tag) => `${tag} fetchpriority="low"`);
    return new ServerRenderer(entry, rendered, options);
  }

  /** The route patterns of the pages it renders. */
  get patterns(): readonly string[] {
    return this.entry.SERVER_RENDERED_PATTERNS;
  }

  /** The page as HTML (or the redirect it asks for), or null when the shell should go instead. */
  async render(req: PageRequest): Promise<RenderedAnswer | null> {
    const { maxConcurrent = 8, timeoutMs = 3000, graphql, log } = this.options;
    if (this.inFlight >= maxConcurrent) return null;
    this.inFlight += 1;
    const logged = req.secretPattern ?? req.url;
    try {
      // Only the session cookie: the page is rendered as the visitor would see it after asking the API themselves.
      const headers: Record<string, string> = req.cookie ? { cookie: req.cookie } : {};
      const page = await this.entry.renderPage({
        url: req.url,
        graphql: {
          url: 'http://localhost/graphql',
          fetch: (input, init) => graphql(urlOf(input), init ?? {}, { clientIp: req.ip }),
        },
        headers,
        signal: AbortSignal.timeout(timeoutMs),
        onError: (error) =>
          log.warn({ error: errorSummary(error), url: logged }, 'server render failed: sending the shell'),
      });
      if (!page) return null;
      if ('redirect' in page) return { redirect: page.redirect };
      return { html: this.document(page), status: page.status ?? 200 };
    } catch (error) {
      log.warn({ error: errorSummary(error), url: logged }, 'server render failed: sending the shell');
      return null;
    } finally {
      this.inFlight -= 1;
    }
  }

  private document(page: { html: string; data: unknown; title?: string | null }): string {
    const preloads = LEADING_PRELOADS.exec(page.html)?.[0] ?? '';
    const markup = page.html.slice(preloads.length);
    const data = `<script type="application/json" id="ssr-data">${jsonForScript(page.data)}</script>`;
    const title = page.title ? `<title>${escapeHtmlText(page.title)}</title>` : null;
    // Replacer functions: a `$&` or `$'` in the page's text must not be read as a replacement pattern.
    return this.template
      .replace(TITLE, (tag) => title ?? tag)
      .replace('</head>', () => `${preloads}</head>`)
      .replace(ROOT, () => `<div id="root">${markup}</div>${data}`);
  }
}

/** Sends what the renderer made of a page request: the document with its status, a redirect, or else the shell. */
async function sendPage(
  reply: FastifyReply,
  answer: RenderedAnswer | null,
  sendShell: (reply: FastifyReply) => FastifyReply,
): Promise<FastifyReply> {
  if (!answer) return sendShell(reply);
  if ('redirect' in answer) return reply.header('Cache-Control', RENDERED_CACHE_CONTROL).redirect(answer.redirect, 302);
  return reply
    .status(answer.status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', RENDERED_CACHE_CONTROL)
    .send(answer.html);
}

/**
 * The page routes (decision 0024): each page the renderer renders goes out rendered when it can, else as the shell
 * (`sendShell`); GET only, HEAD gets the shell's headers. A page with a secret address has a route even when the
 * build renders nothing, so its headers hold whichever answer goes out. Returns the not-found handler's part: a page
 * address no route took, answered with the app's Not Found page and status 404 when the app has no route for it
 * either, else (an area's own page, such as the admin area's) with the shell.
 */
export function registerPageRoutes(
  http: FastifyInstance,
  renderer: ServerRenderer | null,
  sendShell: (reply: FastifyReply) => FastifyReply,
): (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const rendered = new Set(renderer?.patterns ?? []);
  for (const pattern of new Set([...rendered, ...SECRET_ADDRESS_PATTERNS])) {
    const secret = SECRET_ADDRESS_PATTERNS.includes(pattern);
    http.get(
      pattern,
      {
        // Last, after the shell's own Cache-Control (the static files' no-cache) was set: these win either way.
        onSend: async (_req, reply, payload: unknown) => {
          if (secret) void reply.headers(SECRET_ADDRESS_HEADERS);
          return payload;
        },
      },
      async (req, reply) => {
        const answer =
          renderer && rendered.has(pattern) && req.method === 'GET'
            ? await renderer.render({
                url: req.url,
                ip: req.ip,
                cookie: req.headers.cookie,
                secretPattern: secret ? pattern : undefined,
              })
            : null;
        return sendPage(reply, answer, sendShell);
      },
    );
  }
  return async (req, reply) => {
    const answer =
      renderer && req.method === 'GET'
        ? await renderer.render({ url: req.url, ip: req.ip, cookie: req.headers.cookie })
        : null;
    return sendPage(reply, answer, sendShell);
  };
}
