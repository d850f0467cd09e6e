import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

/*
 * The web app's layers (decision 0026), bottom-up: ui/ (generic parts) < core/ (the GraphQL client, the shell's
 * data, site info, hooks that know the API) < features/ < app/ (the shell: routes, layout, providers). A file may
 * import its own layer and the ones below; an import that climbs is counted here. The entries (main.tsx,
 * entry-server.tsx) and ssr/ sit above them all. test/ holds test support: any test (or a test's fixtures file) may import it, the app may not.
 * Unlike the lint's no-restricted-imports, this resolves every path (dynamic import() included, as the route tables
 * use it), so it counts what the lint cannot see.
 */
const LAYERS = ['ui', 'core', 'features', 'app'] as const;
const ENTRY_RANK = LAYERS.length;

export interface UpwardImport {
  /** The importing file, relative to the source root (`ui/Button.tsx`). */
  from: string;
  /** The imported file, relative to the source root. */
  to: string;
  specifier: string;
}

/** The layer's rank (higher is further up), or 'test' for test support. */
function rankOf(relative: string): number | 'test' {
  const [top] = relative.split('/');
  if (top === 'test') return 'test';
  const index = LAYERS.indexOf(top as (typeof LAYERS)[number]);
  return index === -1 ? ENTRY_RANK : index;
}

/** Tests and the fixtures they share (`*.fixtures.ts`), which the app never imports. */
const isTestCode = (relative: string) => /\.(test|fixtures)\.tsx?$/.test(relative);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

/** The file a relative specifier names, as the bundler resolves it (no extension, or an index file). */
function resolveRelative(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.d.ts`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

/** Every import of `srcDir`'s TypeScript files that climbs the layers, static, type-only and dynamic alike. */
export function upwardImports(srcDir: string): UpwardImport[] {
  const found: UpwardImport[] = [];
  for (const file of sourceFiles(srcDir)) {
    const from = path.relative(srcDir, file).split(path.sep).join('/');
    const fromRank = rankOf(from);
    if (fromRank === 'test') continue;
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: specifier } of importedFiles) {
      if (!specifier.startsWith('.')) continue;
      const target = resolveRelative(file, specifier);
      if (!target) continue;
      const to = path.relative(srcDir, target).split(path.sep).join('/');
      const toRank = rankOf(to);
      const climbs = toRank === 'test' ? !isTestCode(from) : toRank > fromRank;
      if (climbs) found.push({ from, to, specifier });
    }
  }
  return found;
}

// `npx tsx apps/web/build/layer-imports.ts`: the count and the list, for a reader or a CI log.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const srcDir = fileURLToPath(new URL('../src/', import.meta.url));
  const found = upwardImports(srcDir);
  for (const item of found) console.log(`${item.from} -> ${item.to} ('${item.specifier}')`);
  console.log(`web upward imports: ${found.length}`);
}
