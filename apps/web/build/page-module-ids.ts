import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the browser build writes which chunk carries each lazily imported module (read by the API server). */
export const PAGE_CHUNKS_FILE = '.vite/page-chunks.json';

/** `import('./X')` with a literal specifier, as the route files and pages write their lazy imports. */
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;
const APP_SOURCE = /[\\/]src[\\/].*\.tsx?$/;
export const MODULE_ID_HELPER = '__pageModule';
const HELPER_FILE = 'src/ssr/page-modules.ts';
const HELPER_SOURCE = `/${HELPER_FILE}`;

/**
 * `code` with each dynamic import of the app's own source written `__pageModule('<id>', import(…))`; null when
 * nothing changed. `resolve` answers a specifier's file (Vite's resolver in the build).
 */
export async function noteDynamicImports(
  code: string,
  resolve: (specifier: string) => Promise<string | undefined>,
  root: string,
): Promise<string | null> {
  const found = [...code.matchAll(DYNAMIC_IMPORT)];
  if (found.length === 0) return null;
  const files = await Promise.all(found.map(([, , specifier]) => resolve(specifier ?? '')));
  let changed = false;
  let index = 0;
  const rewritten = code.replace(DYNAMIC_IMPORT, (call: string) => {
    const file = files[index++];
    if (!file || !APP_SOURCE.test(file) || file.includes('node_modules')) return call;
    changed = true;
    const moduleId = path.relative(root, file).split(path.sep).join('/');
    return `${MODULE_ID_HELPER}(${JSON.stringify(moduleId)}, ${call})`;
  });
  return changed ? `import { ${MODULE_ID_HELPER} } from '${HELPER_SOURCE}';\n${rewritten}` : null;
}

/**
 * Server-rendering build only: each `import('./X')` of the app's own source is written
 * `__pageModule('src/…/X.tsx', import('./X'))`, the id being the module's path from the web app's root, which is how
 * the browser build's PAGE_CHUNKS_FILE names it. A lazy page then knows which modules it loaded,
 * and the server links the browser's chunks for them from the rendered page (`<link rel="modulepreload">`), so a
 * first visit fetches the route's code with the entry's instead of after it (apps/server/src/lib/server-render.ts).
 */
export function pageModuleIdsPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'eazy2con:page-module-ids',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async transform(code, id, options) {
      if (!options?.ssr || !APP_SOURCE.test(id) || id.endsWith(HELPER_FILE)) return null;
      const rewritten = await noteDynamicImports(
        code,
        async (specifier) => (await this.resolve(specifier, id))?.id,
        root,
      );
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}

/** PAGE_CHUNKS_FILE: each lazily imported module of the app's chunk, and each chunk's static imports. */
export interface PageChunksFile {
  modules: Record<string, string>;
  chunks: Record<string, { imports: string[]; isEntry: boolean }>;
}

/**
 * Browser build only: writes PAGE_CHUNKS_FILE. Vite's own manifest does not serve: a page module that another
 * module also imports statically is merged into a shared chunk, and the manifest then no longer names it.
 */
export function pageChunksPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'eazy2con:page-chunks',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    // Last: Vite's CSS plugin drops the chunks that held only styles (one stylesheet for the app) before this runs.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const file: PageChunksFile = { modules: {}, chunks: {} };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          file.chunks[chunk.fileName] = { imports: chunk.imports, isEntry: chunk.isEntry };
          for (const id of chunk.moduleIds) {
            if (!APP_SOURCE.test(id) || id.includes('node_modules')) continue;
            if ((this.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0) continue;
            file.modules[path.relative(root, id).split(path.sep).join('/')] = chunk.fileName;
          }
        }
        this.emitFile({ type: 'asset', fileName: PAGE_CHUNKS_FILE, source: JSON.stringify(file) });
      },
    },
  };
}
