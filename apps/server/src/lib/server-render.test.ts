import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config/env';
import type { Database } from '../db/client';
import { seedDemoContent } from '../db/seed/seed';
import { createAppEventBus } from '../modules/events';
import { createTestDatabase } from '../test/test-database';
import { jsonForScript, SECRET_ADDRESS_HEADERS, ServerRenderer } from './server-render';

/**
 * A web build with its server-rendering half, as `npm run build` leaves it: index.html in dist/, and in dist-ssr/ an
 * entry with the contract of apps/web/src/entry-server.tsx. This one renders a page from a real query to the server's
 * own GraphQL endpoint, and has addresses that fail, hang or carry awkward text.
 */
const root = mkdtempSync(path.join(tmpdir(), 'eazy2con-ssr-'));
const webDist = path.join(root, 'dist');
const indexHtml =
  '<!doctype html><html lang="en"><head><title>Eazy2con</title><script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body><div id="root"></div></body></html>';
const entry = `
export const SERVER_RENDERED_PATTERNS = ['/', '/boom', '/slow', '/dollar', '/long', '/courses/:id', '/payment-invoice/:id'];
export async function renderPage({ url, graphql, headers, signal, onError }) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const known = SERVER_RENDERED_PATTERNS.includes(pathname) || ['/courses/', '/payment-invoice/'].some((p) => pathname.startsWith(p));
  // A route of the app the server does not draw (a signed-in area): the browser draws it.
  if (!known) return null;
  if (pathname === '/boom') { onError(new Error('window is not defined')); return null; }
  if (pathname.startsWith('/payment-invoice/')) {
    const token = searchParams.get('t');
    if (token === 'boom') { onError(new Error('window is not defined')); return null; }
    const response = await graphql.fetch(graphql.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        query: 'query ($id: ID!, $token: String!) { invoice(id: $id, token: $token) { number amountKobo } }',
        variables: { id: pathname.split('/')[2], token },
      }),
    });
    const body = await response.json();
    const invoice = body.data?.invoice;
    return {
      html: invoice ? '<h1>Invoice ' + invoice.number + '</h1><p>' + invoice.amountKobo + ' kobo</p>' : '<h1>This invoice was not found</h1>',
      data: { answer: { data: JSON.stringify(body.data) } },
    };
  }
  if (pathname === '/slow') { await new Promise((resolve) => signal.addEventListener('abort', resolve)); return null; }
  if (pathname === '/dollar') return { html: "<p>Costs $& and $' and $1</p>", data: {}, title: "Costs $& <less> | Eazy2con" };
  if (pathname.startsWith('/courses/')) return null;
  if (pathname === '/long') return { html: '<p>' + 'A page long enough to be worth compressing. '.repeat(100) + '</p>', data: {} };
  const response = await graphql.fetch(graphql.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: '{ siteInfo { name } me { isAuthenticated } }' }),
  });
  const body = await response.json();
  return {
    html: '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/><h1>' + body.data.siteInfo.name + '</h1><p>cookie: ' + (headers.cookie ?? 'none') + '</p>',
    data: { answer: { data: JSON.stringify(body.data) }, trap: '</script><script>alert(1)</script>' },
  };
}
`;

const log = pino({ level: 'silent' }) as FastifyBaseLogger;
let app: App;
let database: Database;

beforeAll(async () => {
  mkdirSync(webDist, { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist-ssr/entry-server.js'), entry);
  database = await createTestDatabase();
  await seedDemoContent(database.db);
  const config = loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', LOG_LEVEL: 'silent' });
  app = await buildApp({ config, database, bus: createAppEventBus(config), log }, { webDist });
});
afterAll(async () => {
  await app.http.close();
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

const dataBlock = (html: string) => /<script type="application\/json" id="ssr-data">(.*?)<\/script>/s.exec(html)?.[1];

describe('a server-rendered page', () => {
  it('goes out with its markup, its data and its preloads, for this visitor only', async () => {
    const response = await app.http.inject({ url: '/', headers: { cookie: 'theme=dark' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    // The data came from the server's own GraphQL endpoint (the seeded site name), asked with the visitor's cookie.
    expect(response.body).toContain('<div id="root"><h1>Eazy2con</h1><p>cookie: theme=dark</p></div>');
    // React's image preload moved into the head; the app's scripts step back for the page's own resources.
    expect(response.body).toMatch(
      /<link rel="preload" as="image" href="\/images\/hero.svg" fetchPriority="high"\/><\/head>/,
    );
    expect(response.body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
    expect(response.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-1.js">',
    );
    // The data block cannot be closed from inside: the trap stays text, and reads back as it was.
    const block = dataBlock(response.body);
    expect(block).toBeDefined();
    expect(block).not.toContain('</script>');
    const data = JSON.parse(block ?? 'null') as { trap: string; answer: { data: string } };
    expect(data.trap).toBe('</script><script>alert(1)</script>');
    expect(JSON.parse(data.answer.data)).toEqual({ siteInfo: { name: 'Eazy2con' }, me: { isAuthenticated: false } });
  });

  it('is compressed for a client that accepts it, like any other page', async () => {
    const plain = await app.http.inject('/long');
    expect(plain.body).toContain('A page long enough');
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await app.http.inject({ url: '/long', headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers.vary, accept).toMatch(/accept-encoding/i);
      expect(decode(response.rawPayload).toString(), accept).toBe(plain.body);
    }
  });

  it('keeps dollar signs in the page as they are', async () => {
    const response = await app.http.inject('/dollar');
    expect(response.body).toContain('<div id="root"><p>Costs $& and $\' and $1</p></div>');
  });

  it('carries the title the page set, as text, in place of the document’s own; a page that set none keeps it', async () => {
    const titled = await app.http.inject('/dollar');
    expect(titled.body).toContain('<head><title>Costs $&amp; &lt;less&gt; | Eazy2con</title>');
    expect(titled.body.match(/<title>/g)).toHaveLength(1);
    const untitled = await app.http.inject('/');
    expect(untitled.body).toContain('<head><title>Eazy2con</title>');
  });

  it('falls back to the plain shell when the page fails to render, and for pages it does not render', async () => {
    for (const url of ['/boom', '/login', '/mentor-dashboard', '/courses/1']) {
      const response = await app.http.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexHtml);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    // HEAD (monitors, link checkers) gets the shell's headers without a render.
    const head = await app.http.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });
});

/** A camp registration and its invoice, made through the API as the booking form and Pay Later make them. */
async function issuedInvoice(): Promise<{ id: string; token: string; number: string }> {
  const gql = async <T>(query: string, variables: Record<string, unknown>): Promise<T> => {
    const response = await app.http.inject({ method: 'POST', url: '/graphql', payload: { query, variables } });
    const body = response.json<{ data: T | null; errors?: unknown }>();
    if (!body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const { createBookKidmentor: booking } = await gql<{ createBookKidmentor: { id: string; accessToken: string } }>(
    'mutation ($input: CreateBookKidmentorInput!) { createBookKidmentor(input: $input) { id accessToken } }',
    {
      input: {
        parentName: 'Ngozi Okafor',
        parentEmail: 'ssr-invoice@example.com',
        parentPhone: '+234 803 000 2222',
        noOfKids: 1,
        firstChildName: 'Ada',
        firstChildAge: '9',
        firstChildInterest: 'Making games',
        parentConsent: true,
      },
    },
  );
  const { openInvoice } = await gql<{ openInvoice: { id: string; number: string } }>(
    'mutation ($id: ID!, $token: String!) { openInvoice(kind: CAMP, bookingId: $id, token: $token) { id number } }',
    { id: booking.id, token: booking.accessToken },
  );
  return { ...openInvoice, token: booking.accessToken };
}

describe("the invoice's own link (its address carries the booking's token)", () => {
  const expectPrivate = (response: { headers: Record<string, unknown> }, what: string) => {
    expect(response.headers['cache-control'], what).toBe('no-store');
    expect(response.headers['referrer-policy'], what).toBe('no-referrer');
  };

  it('is rendered with its data, for this visit only and never sent on as a referrer', async () => {
    const invoice = await issuedInvoice();
    const url = `/payment-invoice/${invoice.id}?t=${invoice.token}`;
    const response = await app.http.inject(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root"><h1>Invoice ${invoice.number}</h1><p>1000000 kobo</p></div>`);
    expect(dataBlock(response.body)).toContain(invoice.number);
    expectPrivate(response, url);
    // A wrong token renders the page's own not-found answer, with the same headers.
    const wrong = await app.http.inject(`/payment-invoice/${invoice.id}?t=not-the-token`);
    expect(wrong.body).toContain('<h1>This invoice was not found</h1>');
    expect(wrong.body).not.toContain(invoice.number);
    expectPrivate(wrong, 'wrong token');
  });

  it('keeps its headers when the shell goes instead (a failed render, HEAD), unlike the other pages', async () => {
    const failed = await app.http.inject('/payment-invoice/00000000-0000-4000-8000-000000000000?t=boom');
    expect(failed.body).toBe(indexHtml);
    expectPrivate(failed, 'failed render');
    const head = await app.http.inject({ method: 'HEAD', url: '/payment-invoice/x?t=y' });
    expect(head.statusCode).toBe(200);
    expectPrivate(head, 'HEAD');
    const other = await app.http.inject('/');
    expect(other.headers['cache-control']).toBe('private, no-cache');
    expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('keeps its headers without the server-rendering build, where every page goes out as the shell', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'eazy2con-dist-'));
    writeFileSync(path.join(bare, 'index.html'), indexHtml);
    const config = loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', LOG_LEVEL: 'silent' });
    const shellOnly = await buildApp({ config, database, bus: createAppEventBus(config), log }, { webDist: bare });
    try {
      const response = await shellOnly.http.inject('/payment-invoice/00000000-0000-4000-8000-000000000000?t=abc');
      expect(response.body).toBe(indexHtml);
      expect(response.headers).toMatchObject(
        Object.fromEntries(Object.entries(SECRET_ADDRESS_HEADERS).map(([k, v]) => [k.toLowerCase(), v])),
      );
      expect((await shellOnly.http.inject('/pricing')).headers['cache-control']).toBe('no-cache');
    } finally {
      await shellOnly.http.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

const inProcess = async (input: string, init: RequestInit, context: { clientIp: string }) =>
  app.graphql.fetch(input, init, context);

describe('ServerRenderer', () => {
  it('logs a failed render of a secret address without its token', async () => {
    const warnings: unknown[] = [];
    const recorder = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) });
    const renderer = await ServerRenderer.load({ webDist, graphql: inProcess, log: recorder });
    const url = '/payment-invoice/00000000-0000-4000-8000-000000000000?t=boom';
    expect(await renderer?.render({ url, ip: '127.0.0.1', secretPattern: '/payment-invoice/:id' })).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings)).not.toContain('boom');
    // Its path may carry a secret too (/confirm-booking/:token): the route's pattern stands for it.
    expect(warnings[0]).toMatchObject({ url: '/payment-invoice/:id' });
  });

  it('gives up on a page past its time limit', async () => {
    const renderer = await ServerRenderer.load({ webDist, graphql: inProcess, log, timeoutMs: 50 });
    const started = Date.now();
    expect(await renderer?.render({ url: '/slow', ip: '127.0.0.1' })).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('sends the shell instead of queueing when the renders at once reach the limit', async () => {
    const renderer = await ServerRenderer.load({ webDist, graphql: inProcess, log, timeoutMs: 300, maxConcurrent: 1 });
    const slow = renderer?.render({ url: '/slow', ip: '127.0.0.1' });
    expect(await renderer?.render({ url: '/', ip: '127.0.0.1' })).toBeNull();
    await slow;
    // Free again once the slow one is over.
    expect(await renderer?.render({ url: '/', ip: '127.0.0.1' })).toMatchObject({
      status: 200,
      html: expect.stringContaining('<h1>Eazy2con</h1>') as unknown,
    });
  });

  it('is not there without the server-rendering build', async () => {
    const bare = mkdtempSync(path.join(tmpdir(), 'eazy2con-dist-'));
    writeFileSync(path.join(bare, 'index.html'), indexHtml);
    try {
      expect(await ServerRenderer.load({ webDist: bare, graphql: inProcess, log })).toBeNull();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('jsonForScript', () => {
  it('writes JSON that no text inside can end the script element with', () => {
    const text = jsonForScript({ a: '</script><!-- \u2028 \u2029' });
    expect(text).not.toMatch(/<|\u2028|\u2029/);
    expect(JSON.parse(text)).toEqual({ a: '</script><!-- \u2028 \u2029' });
  });
});
