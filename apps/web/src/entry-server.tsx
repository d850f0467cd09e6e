/**
 * Server rendering of the public pages (decision 0024), built by `vite build --ssr` into dist-ssr/ and called by the
 * API server (apps/server/src/lib/server-render.ts) for each page request it serves with HTML. The page is rendered
 * with its data, which the server's own GraphQL endpoint answers in process (with the visitor's cookie, so the
 * navigation shows their session), and the answers go out with the HTML for the browser to hydrate without asking
 * again. Anything that goes wrong yields null: the server then sends the plain shell, which renders in the browser.
 */
import './core/zod-jitless';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, matchPath, matchRoutes } from 'react-router';
import { ssrExchange, type SSRData } from 'urql';
import { App } from './app/App';
import { firstLoadQuery } from './app/first-load-query';
import { createGraphqlClient } from './core/graphql/client';
import { SERVER_RENDERED_PATTERNS } from './app/public-pages';
import { notFoundRoute, routes } from './app/routes';
import { ServerRenderControlProvider, type ServerRenderControl } from './core/server-render-control';

export interface RenderRequest {
  /** The address asked for: path and query. */
  url: string;
  /** The server's GraphQL endpoint, called in process; `url` is the endpoint's address as it knows it. */
  graphql: { url: string; fetch: typeof fetch };
  /** Headers to send with each GraphQL request (the visitor's cookie). */
  headers: Record<string, string>;
  /** Stops the render (the server's time limit); the result is then null. */
  signal: AbortSignal;
  /** Told why a render failed (the server logs it). */
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The GraphQL answers the markup was rendered with, for the browser's ssrExchange. */
  data: SSRData;
  /** 404 for the Not Found page, else 200. */
  status: number;
  /** The tab's title the page set (usePageTitle), or null: the document's own then stays. */
  title: string | null;
}

/** The page only sends this visitor on (core/server-render-control.tsx): the server answers with a redirect. */
export interface RenderedRedirect {
  redirect: string;
}

/**
 * The route patterns of the pages the server renders (it routes them here); the public pages marked `serverRendered`.
 * Not Found ('*') is not among them: the server asks for it from its not-found handler, for any page address.
 */
const PAGE_PATTERNS = SERVER_RENDERED_PATTERNS.filter((pattern) => pattern !== notFoundRoute.path);
export { PAGE_PATTERNS as SERVER_RENDERED_PATTERNS };

/**
 * What the server renders at this path: one of the public pages, the Not Found page (no route of the app takes the
 * path; an area's own fallback, such as the admin area's, is not it), or nothing (the browser draws it).
 */
function pageAt(pathname: string): 'page' | 'not-found' | null {
  if (PAGE_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null)) return 'page';
  const notFound =
    SERVER_RENDERED_PATTERNS.includes('*') && matchRoutes(routes, pathname)?.at(-1)?.route === notFoundRoute;
  return notFound ? 'not-found' : null;
}

/** Resolves false once the server's time limit has passed. */
function whenAborted(signal: AbortSignal): Promise<false> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve(false);
    else signal.addEventListener('abort', () => resolve(false), { once: true });
  });
}

async function text(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderPage(request: RenderRequest): Promise<RenderedPage | RenderedRedirect | null> {
  const { pathname } = new URL(request.url, 'http://localhost');
  const page = pageAt(pathname);
  if (!page) return null;
  const ssr = ssrExchange({ isClient: false });
  const client = createGraphqlClient({
    url: request.graphql.url,
    fetch: request.graphql.fetch,
    ssr,
    // Pages wait (suspend) for their data while the server renders, so the HTML holds it.
    suspense: true,
    headers: () => request.headers,
    subscriptions: false,
  });
  // The shell's data first: ShellDataProvider reads it from the cache on its first render, as it does in the
  // browser from the answers the page brings.
  const answered = await Promise.race([
    client
      .query(firstLoadQuery(pathname), {})
      .toPromise()
      .then(() => true),
    whenAborted(request.signal),
  ]);
  if (!answered) return null;

  let failed = false;
  let redirect: string | null = null;
  let inBrowser = false;
  let title: string | null = null;
  const control: ServerRenderControl = {
    redirect: (to) => {
      redirect ??= to;
    },
    drawInBrowser: () => {
      inBrowser = true;
    },
    // The first the render meets is the page's: in the browser the outermost effect, which runs last, sets it.
    title: (text) => {
      title ??= text;
    },
  };
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={request.url}>{children}</StaticRouter>
  );
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <ServerRenderControlProvider value={control}>
        <App client={client} pathname={pathname} Router={Router} />
      </ServerRenderControlProvider>
    </StrictMode>,
    {
      signal: request.signal,
      // Every Suspense boundary inline, in place: React would otherwise send large ones apart, swapped in by inline
      // scripts, which the Content-Security-Policy (script-src 'self') rightly blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A component that cannot render on the server: send the shell instead of a page with a hole in it.
      onError: (error) => {
        failed = true;
        request.onError?.(error);
      },
    },
  );
  const html = await text(prelude);
  if (failed || inBrowser || request.signal.aborted) return null;
  if (redirect !== null) return { redirect };
  return { html, data: ssr.extractData(), status: page === 'not-found' ? 404 : 200, title };
}
