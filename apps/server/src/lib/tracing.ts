import type { IncomingHttpHeaders } from 'node:http';
import { context, SpanKind, SpanStatusCode, type Span, type TextMapGetter, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loggablePath } from './loggable-path';
import { graphqlOperationName } from './request-log';

export interface TracingOptions {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base URL; spans go to `${endpoint}/v1/traces` as OTLP/HTTP JSON. */
  endpoint: string | undefined;
  serviceName: string;
}

const spans = new WeakMap<FastifyRequest, Span>();
const propagator = new W3CTraceContextPropagator();
const headerGetter: TextMapGetter<IncomingHttpHeaders> = {
  get: (headers, key) => headers[key],
  keys: (headers) => Object.keys(headers),
};

/**
 * OpenTelemetry tracing (issue 25), on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: one server span per request,
 * named by its method and route, with the GraphQL operation, the status and the request id. A caller's `traceparent`
 * joins the span to the caller's trace (a balancer or another service); it only links spans, it grants nothing.
 * Paths are recorded without their query string, which may carry a token. Manual spans rather than Node's
 * auto-instrumentation: the server is one ESM bundle (build.mjs), which require-hook instrumentation cannot see.
 * Spans are batched and flushed when the server closes.
 */
export function registerTracing(http: FastifyInstance, options: TracingOptions): Tracer | null {
  if (!options.endpoint) return null;
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/$/, '')}/v1/traces` })),
    ],
  });
  const tracer = provider.getTracer('eazy2con-server');

  http.addHook('onRequest', (req, _reply, done) => {
    const parent = propagator.extract(context.active(), req.headers, headerGetter);
    const span = tracer.startSpan(
      `${req.method} ${req.routeOptions.url ?? 'unmatched'}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': req.method,
          'url.path': loggablePath(req.url),
          'http.route': req.routeOptions.url ?? '',
          'request.id': req.id,
        },
      },
      parent,
    );
    spans.set(req, span);
    done();
  });

  http.addHook('onResponse', (req, reply, done) => {
    const span = spans.get(req);
    if (span) {
      const operation = graphqlOperationName(req);
      if (operation) {
        span.setAttribute('graphql.operation.name', operation);
        span.updateName(`${req.method} ${req.routeOptions.url ?? ''} ${operation}`);
      }
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      spans.delete(req);
    }
    done();
  });

  http.addHook('onClose', async () => {
    await provider.shutdown();
  });
  return tracer;
}
