import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/** What an OTLP/HTTP JSON export carries of one span (opentelemetry-proto's JSON mapping). */
interface ExportedSpan {
  traceId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
interface ExportRequest {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: ExportedSpan[] }[];
  }[];
}

/** A local OTLP collector: keeps every POST /v1/traces body, answers as a collector does (200, empty JSON). */
async function startCollector(): Promise<{ server: Server; url: string; exports: ExportRequest[] }> {
  const exports: ExportRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        exports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ExportRequest);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, exports };
}

const attribute = (span: ExportedSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

describe('OpenTelemetry tracing (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let t: TestApp;
  beforeAll(async () => {
    collector = await startCollector();
    t = await createTestApp({ env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url, OTEL_SERVICE_NAME: 'e2c-test' } });
  });
  afterAll(async () => {
    await new Promise((resolve) => collector.server.close(resolve));
  });

  it("exports one server span per request, named by its GraphQL operation, joined to the caller's trace", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parentSpanId = '00f067aa0ba902b7';
    const res = await t.app.http.inject({
      method: 'POST',
      url: '/graphql?t=secret-token',
      headers: { 'content-type': 'application/json', traceparent: `00-${traceId}-${parentSpanId}-01` },
      payload: { query: 'query SiteFacts { siteInfo { name } }' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.http.inject({ method: 'GET', url: '/healthz' });
    // Closing the app flushes the batch to the collector.
    await t.close();

    const resource = collector.exports.flatMap((e) => e.resourceSpans);
    expect(resource[0]?.resource.attributes).toContainEqual({
      key: 'service.name',
      value: { stringValue: 'e2c-test' },
    });
    const spans = resource.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
    const graphql = spans.find((s) => attribute(s, 'graphql.operation.name') === 'SiteFacts');
    expect(graphql).toMatchObject({ name: 'POST /graphql SiteFacts', traceId, parentSpanId, kind: 2 });
    expect(attribute(graphql!, 'http.response.status_code')).toBe(200);
    expect(attribute(graphql!, 'request.id')).toBe(res.headers['x-request-id']);
    // The path without its query string, which may carry a token.
    expect(attribute(graphql!, 'url.path')).toBe('/graphql');
    expect(JSON.stringify(collector.exports)).not.toContain('secret-token');
    // A request without a caller's trace starts its own.
    const health = spans.find((s) => s.name === 'GET /healthz');
    expect(health?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(health?.traceId).not.toBe(traceId);
  });
});
