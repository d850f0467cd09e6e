import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller files gain next to nothing from compression; the server sends them as they are. */
export const PRECOMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;

export interface Precompressed {
  file: string;
  bytes: number;
  br: number;
  gz: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `file.br` (brotli, highest quality) and `file.gz` (gzip, level 9) beside every text file of the build of
 * at least PRECOMPRESS_MIN_BYTES, once at build time, so that the server sends the smallest encoding without
 * compressing per request (@fastify/static `preCompressed`, see apps/server/src/lib/static-assets.ts).
 */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const done: Precompressed[] = [];
  for (const file of files) {
    if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) continue;
    const body = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    done.push({ file: path.relative(dir, file), bytes: body.length, br: br.length, gz: gz.length });
  }
  return done;
}

/**
 * Precompresses the finished build. Runs last (`order: 'post'`, sequential), after the service worker plugin has
 * written sw.js and the manifest, so those are compressed too and the encoded copies never enter the precache list.
 */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'eazy2con:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!config || config.build.ssr) return;
        const outDir = path.resolve(config.root, config.build.outDir);
        const done = await precompressDir(outDir);
        config.logger.info(`precompressed ${done.length} files (brotli and gzip)`);
      },
    },
  };
}
