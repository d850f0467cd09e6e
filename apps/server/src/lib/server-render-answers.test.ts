import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config/env';
import type { Database } from '../db/client';
import { createAppEventBus } from '../modules/events';
import { createTestDatabase } from '../test/test-database';

/**
 * What else than a page the server-rendering build may answer (apps/web/src/entry-server.tsx, decision 0049's fourth
 * step): the app's Not Found page with 404 for an address no route takes, and a redirect for a page that only sends
 * the visitor on. A build with that contract: /no-such-page has no route, /go-away sends to /signup, /dashboard is a
 * route the browser draws.
 */
const root = mkdtempSync(path.join(tmpdir(), 'eazy2con-ssr-answers-'));
const webDist = path.join(root, 'dist');
const indexHtml = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const entry = `
export const SERVER_RENDERED_PATTERNS = ['/go-away'];
export async function renderPage({ url }) {
  const { pathname } = new URL(url, 'http://localhost');
  if (pathname === '/go-away') return { redirect: '/signup' };
  if (pathname === '/no-such-page') return { html: '<h1>Not Found</h1>', data: {}, status: 404 };
  return null;
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
  const config = loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', LOG_LEVEL: 'silent' });
  app = await buildApp({ config, database, bus: createAppEventBus(config), log }, { webDist });
});
afterAll(async () => {
  await app.http.close();
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

describe('an address no page of the app takes', () => {
  it("goes out as the app's Not Found page with status 404, rendered like any page", async () => {
    const response = await app.http.inject('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root"><h1>Not Found</h1></div>');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('is still a JSON 404 under the API and for files', async () => {
    for (const url of ['/graphql/nothing', '/api/nothing', '/assets/missing.js']) {
      const response = await app.http.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'Not Found' });
    }
  });
});

describe('a page that only sends the visitor on', () => {
  it('is answered with a redirect, not a page', async () => {
    const response = await app.http.inject('/go-away');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/signup');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});

describe('a route of the app the server does not draw', () => {
  it('goes out as the shell with 200, for GET and HEAD', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await app.http.inject({ method, url: '/dashboard' });
      expect(response.statusCode, method).toBe(200);
      if (method === 'GET') expect(response.body).toBe(indexHtml);
    }
    // HEAD (monitors, link checkers) gets the shell's headers without a render, even where GET would be a 404.
    expect((await app.http.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(200);
  });
});
