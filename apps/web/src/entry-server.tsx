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
import { StaticRouter, matchPath } from 'react-router';
import { ssrExchange, type SSRData } from 'urql';
import { App } from './app/App';
import { firstLoadQuery } from './app/first-load-query';
import { createGraphqlClient } from './core/graphql/client';
import { SERVER_RENDERED_PATTERNS } from './app/public-pages';

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
}

/** The route patterns of the pages the server renders (it routes them here); the public pages marked `serverRendered`. */
export { SERVER_RENDERED_PATTERNS };

/** Whether the server renders this path. */
function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
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

export async function renderPage(request: RenderRequest): Promise<RenderedPage | null> {
  const { pathname } = new URL(request.url, 'http://localhost');
  if (!isServerRendered(pathname)) return null;
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
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={request.url}>{children}</StaticRouter>
  );
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App client={client} pathname={pathname} Router={Router} />
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
  if (failed || request.signal.aborted) return null;
  return { html, data: ssr.extractData() };
}
