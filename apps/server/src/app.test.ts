import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { loadConfig } from './config/env';
import { createAppEventBus } from './modules/events';
import { createTestDatabase } from './test/test-database';
import type { Database } from './db/client';

let app: App;
let database: Database;
const webDist = mkdtempSync(path.join(tmpdir(), 'eazy2con-web-'));

beforeAll(async () => {
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Eazy2con</title><div id="root"></div>');
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', LOG_LEVEL: 'silent' });
  const log = pino({ level: 'silent' }) as FastifyBaseLogger;
  app = await buildApp({ config, database, bus: createAppEventBus(config), log }, { webDist });
});
afterAll(async () => {
  await app.http.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('HTTP surface', () => {
  it('answers /healthz', async () => {
    const res = await app.http.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers HEAD for page paths as GET does', async () => {
    for (const url of ['/', '/pricing']) {
      const res = await app.http.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
    }
    expect((await app.http.inject({ method: 'POST', url: '/pricing' })).statusCode).toBe(404);
  });

  it('sends the security headers on pages and API answers alike, and no HSTS over plain HTTP', async () => {
    for (const url of ['/', '/healthz', '/no/such/page']) {
      const res = await app.http.inject(url);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['content-security-policy'], url).toContain("script-src 'self';");
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    const graphql = await app.http.inject({ method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } });
    expect(graphql.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the web app for any page path (history fallback), and JSON 404 for unknown API paths', async () => {
    for (const url of ['/', '/featured-courses/web-development', '/no/such/page?x=1']) {
      const res = await app.http.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    for (const url of ['/api/nothing', '/graphqlx', '/missing.js']) {
      const res = await app.http.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });

  it('hides GraphiQL in production', async () => {
    const res = await app.http.inject({ url: '/graphql', headers: { accept: 'text/html' } });
    expect(res.body).not.toContain('GraphiQL');
  });
});

describe('GraphQL errors', () => {
  it('reports invalid operations and masks unexpected failures', async () => {
    const invalid = await app.http.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ catalogueCourses(audience: TEEN) { id } }' },
    });
    expect(invalid.json<{ errors: { message: string }[] }>().errors[0]?.message).toContain('TEEN');

    await database.close(); // every query now fails inside the driver: an unexpected error
    const res = await app.http.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ catalogueCourses { id } }' },
    });
    const body = res.json<{ errors: { message: string; extensions?: Record<string, unknown> }[] }>();
    expect(body.errors[0]?.message).toBe('Unexpected error.');
    expect(JSON.stringify(body)).not.toMatch(/closed|pglite|postgres/i);
    database = await createTestDatabase(); // afterAll closes it again
  });
});
