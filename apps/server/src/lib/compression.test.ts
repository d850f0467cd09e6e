import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config/env';
import type { Database } from '../db/client';
import { seedDemoContent } from '../db/seed/seed';
import { createAppEventBus } from '../modules/events';
import { createTestDatabase } from '../test/test-database';
import { COMPRESSION_THRESHOLD_BYTES, isCompressibleType } from './compression';

/** A web build as `npm run build` leaves it: hashed assets with their .br and .gz copies, public images. */
const webDist = mkdtempSync(path.join(tmpdir(), 'eazy2con-dist-'));
const script = `console.log(${JSON.stringify('eazy2con '.repeat(400))});\n`;
const indexHtml = `<!doctype html><html lang="en"><head><title>Eazy2con</title>${'<meta name="x" content="padding">'.repeat(40)}</head><body><div id="root"></div></body></html>`;

function writeWithEncodings(relative: string, body: string) {
  const file = path.join(webDist, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body));
  writeFileSync(`${file}.gz`, gzipSync(body));
}

let app: App;
let database: Database;

beforeAll(async () => {
  writeWithEncodings('index.html', indexHtml);
  writeWithEncodings('assets/index-Ab12Cd34.js', script);
  mkdirSync(path.join(webDist, 'images'));
  writeFileSync(path.join(webDist, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await createTestDatabase();
  await seedDemoContent(database.db);
  const config = loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1', LOG_LEVEL: 'silent' });
  const log = pino({ level: 'silent' }) as FastifyBaseLogger;
  app = await buildApp({ config, database, bus: createAppEventBus(config), log }, { webDist });
});
afterAll(async () => {
  await app.http.close();
  await database.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('static assets', () => {
  const asset = '/assets/index-Ab12Cd34.js';

  it('sends the brotli copy when asked, gzip when only gzip is accepted, and the file itself otherwise', async () => {
    const br = await app.http.inject({ url: asset, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await app.http.inject({ url: asset, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await app.http.inject({
        url: asset,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.body, acceptEncoding).toBe(script);
      expect(plain.headers.vary, acceptEncoding).toMatch(/accept-encoding/i);
    }
  });

  it('caches hashed assets for a year, immutable, and public images for a week', async () => {
    const res = await app.http.inject({ url: asset, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await app.http.inject('/images/logo.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=604800');
  });

  it('does not serve the encoded copies under their own names', async () => {
    expect((await app.http.inject(`${asset}.br`)).statusCode).toBe(404);
    expect((await app.http.inject('/index.html.gz')).statusCode).toBe(404);
  });
});

describe('the page (index.html)', () => {
  it('is revalidated on every visit, directly or as the history fallback, and a matching ETag answers 304', async () => {
    for (const url of ['/', '/pricing', '/index.html']) {
      const first = await app.http.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      expect(first.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(first.rawPayload).toString(), url).toBe(indexHtml);
      const etag = first.headers.etag;
      expect(etag, url).toBeTruthy();

      const again = await app.http.inject({
        url,
        headers: { 'accept-encoding': 'br, gzip', 'if-none-match': String(etag) },
      });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });
});

describe('dynamic responses', () => {
  const listCourses = {
    query: '{ listCourses(limit: 10) { items { id title description topics mentor { firstname bio } } } }',
  };

  it('compresses a GraphQL answer above the threshold for a client that accepts it', async () => {
    const plain = await app.http.inject({ method: 'POST', url: '/graphql', payload: listCourses });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const res = await app.http.inject({
      method: 'POST',
      url: '/graphql',
      payload: listCourses,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const res = await app.http.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('never compresses a server-sent event stream (GraphQL over SSE), however large', async () => {
    const res = await app.http.inject({
      method: 'POST',
      url: '/graphql',
      payload: listCourses,
      headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    // Yoga marks its streams `Content-Encoding: none` for proxies; nothing here may encode them.
    expect(String(res.headers['content-encoding'] ?? 'none')).not.toMatch(/br|gzip|deflate/);
    expect(res.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.body).toContain('event: next');
    expect(res.body).toContain('"listCourses"');
  });
});

describe('isCompressibleType', () => {
  it('takes text, JSON, JavaScript, XML and SVG, but never an event stream or binary data', () => {
    for (const type of [
      'text/html; charset=utf-8',
      'application/json',
      'application/graphql-response+json',
      'text/javascript',
      'image/svg+xml',
      'application/manifest+json',
    ]) {
      expect(isCompressibleType(type), type).toBe(true);
    }
    for (const type of [
      'text/event-stream',
      'text/event-stream; charset=utf-8',
      'image/png',
      'font/woff2',
      'application/octet-stream',
    ]) {
      expect(isCompressibleType(type), type).toBe(false);
    }
  });
});
