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
 * Issue 26: the headers of every page the server sends, drawn by it (a stand-in for the web's server-rendering
 * build, with its contract) or sent as the shell, and of the answers that carry personal data. The browser suite
 * (e2e/security-headers.e2e.ts) walks the whole list of public pages against the real build.
 */
const root = mkdtempSync(path.join(tmpdir(), 'eazy2con-page-headers-'));
const webDist = path.join(root, 'dist');
const entry = `
export const SERVER_RENDERED_PATTERNS = ['/', '/courses/:id', '/payment-invoice/:id'];
export async function renderPage({ url }) {
  const { pathname } = new URL(url, 'http://localhost');
  const drawn = pathname === '/' || ['/courses/', '/payment-invoice/'].some((p) => pathname.startsWith(p));
  return drawn ? { html: '<h1>Drawn by the server</h1>', data: {} } : null;
}
`;
const log = pino({ level: 'silent' }) as FastifyBaseLogger;
let app: App;
let database: Database;

beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(webDist, 'assets/index-1.js'), 'export {};');
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

const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );

const INVOICE = '/payment-invoice/00000000-0000-4000-8000-000000000000?t=a-booking-token';

describe('the headers of server-drawn pages and the shell (issue 26)', () => {
  it.each([
    ['/', 'drawn'],
    ['/courses/00000000-0000-4000-8000-000000000000', 'drawn'],
    [INVOICE, 'drawn'],
    ['/login', 'shell'],
    ['/no-such-page', 'shell'],
  ])('%s: CSP without inline scripts, frame-ancestors none, Referrer-Policy, Permissions-Policy', async (url, kind) => {
    const res = await app.http.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body.includes('Drawn by the server')).toBe(kind === 'drawn');
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe(url === INVOICE ? 'no-referrer' : 'strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=()');
  });

  it('keeps no copy of an invoice page, drawn or as the shell (HEAD)', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.http.inject({ method, url: INVOICE });
      expect(res.headers['cache-control'], method).toBe('no-store');
    }
  });

  it('keeps no copy of a GraphQL answer, for a signed-in caller or one carrying a token', async () => {
    for (const headers of [{ cookie: 'better-auth.session_token=abc' }, { 'x-visitor-token': 'a-token' }]) {
      const res = await app.http.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: { query: '{ me { isAuthenticated } }' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
