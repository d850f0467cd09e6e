import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';

/** Below this many bytes a compressed answer is hardly smaller, and the framing costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Types worth compressing on the fly: text, JSON (GraphQL answers, /api), JavaScript, XML and SVG. Never
 * `text/event-stream`: a compressor holds events back until its buffer fills, so a live stream (GraphQL over SSE)
 * would reach the browser late or in bursts.
 */
export function isCompressibleType(contentType: string): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/event-stream') return false;
  return /^text\/|[/+]json$|[/+]xml$|^application\/(javascript|manifest\+json)$/.test(type);
}

/**
 * Compresses dynamic responses (GraphQL JSON, HTML, /api JSON) for clients that accept it. Static files are sent
 * precompressed by @fastify/static (see static-assets.ts) and already carry a Content-Encoding, which this plugin
 * leaves alone. Registered before the routes: it attaches itself to each route as it is added.
 */
export async function registerCompression(http: FastifyInstance): Promise<void> {
  await http.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: isCompressibleType,
    // Quality 4 (the plugin's default, said explicitly): per request, speed matters more than the last few percent.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
