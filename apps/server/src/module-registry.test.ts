import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appJobs } from './jobs';
import { moduleRegistry } from './module-registry';
import type { ModuleManifest } from './modules/module-manifest';
import { createTestApp, type TestApp } from './test/test-app';

// A module is added by registering it in one place (decisions 0025 and 0041): these checks fail when a module's GraphQL files,
// jobs, tables, topics or retention deletes exist on disk but are not in the lists that put them into the app.
const srcDir = fileURLToPath(new URL('.', import.meta.url));
const modulesDir = path.join(srcDir, 'modules');
const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** A module folder's source files (not its tests), as absolute paths. */
const filesOf = (folder: string, suffix: string) =>
  readdirSync(path.join(modulesDir, folder))
    .filter((name) => name.endsWith(suffix) && !name.endsWith('.test.ts'))
    .map((name) => path.join(modulesDir, folder, name));
const everyModuleFile = (suffix: string) => folders.flatMap((folder) => filesOf(folder, suffix));

/** The relative files a source file imports or re-exports (`import './x'`, `import { a } from '../y'`), resolved. */
function relativeImports(file: string): string[] {
  const statements = readFileSync(file, 'utf8').matchAll(
    /^(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?'(\.{1,2}\/[^']+)';/gm,
  );
  return [...statements].map(([, specifier = '']) => `${path.resolve(path.dirname(file), specifier)}.ts`);
}

/** The files reachable from `start` through relative imports, within `allowed`. */
function reachable(start: string, allowed: Set<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const next of relativeImports(file)) {
      if (!allowed.has(next) || seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen;
}

/** What a module file exports, by name (a dynamic import is untyped until looked at). */
async function exportsOf(file: string): Promise<[string, unknown][]> {
  const loaded: unknown = await import(file);
  return typeof loaded === 'object' && loaded !== null ? Object.entries(loaded as Record<string, unknown>) : [];
}

const manifestOf = (folder: string) => path.join(modulesDir, folder, `${folder}.module.ts`);
const fromSrc = (file: string) => path.relative(srcDir, file);

describe('the module registry', () => {
  it('lists the manifest of every module with GraphQL files or a manifest, under its folder name', async () => {
    const missing: string[] = [];
    for (const folder of folders) {
      const manifestFile = manifestOf(folder);
      if (!existsSync(manifestFile)) {
        if (filesOf(folder, '.graphql.ts').length > 0)
          missing.push(`${folder}: GraphQL files but no ${folder}.module.ts`);
        continue;
      }
      const exported = (await exportsOf(manifestFile)).map(([, value]) => value);
      const listed = moduleRegistry.find((manifest) => exported.includes(manifest));
      if (!listed) missing.push(`${folder}: ${folder}.module.ts is not in module-registry.ts`);
      else if (listed.name !== folder) missing.push(`${folder}: its manifest is named '${listed.name}'`);
    }
    const stray = everyModuleFile('.module.ts').filter(
      (file) => file !== manifestOf(path.basename(path.dirname(file))),
    );
    expect(missing).toEqual([]);
    expect(stray.map(fromSrc)).toEqual([]);
    expect(new Set(moduleRegistry.map((manifest) => manifest.name)).size).toBe(moduleRegistry.length);
  });

  it("loads every GraphQL file of a module through that module's manifest", () => {
    const unloaded = folders.flatMap((folder) => {
      const graphqlFiles = filesOf(folder, '.graphql.ts');
      if (graphqlFiles.length === 0 || !existsSync(manifestOf(folder))) return [];
      const loaded = reachable(manifestOf(folder), new Set(graphqlFiles));
      return graphqlFiles.filter((file) => !loaded.has(file)).map(fromSrc);
    });
    expect(unloaded).toEqual([]);
  });

  it("leaves every module's tables where drizzle-kit's glob finds them (modules/<module>/*.schema.ts)", () => {
    const schemaFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.schema.ts') && !file.startsWith('test/'), // test/: the import lint's fixture
    );
    expect(schemaFiles.length).toBeGreaterThan(20);
    expect(schemaFiles.filter((file) => !/^modules\/[a-z-]+\/[a-z-]+\.schema\.ts$/.test(file))).toEqual([]);
  });

  it("loads every module's event topics and wires every module's retention deletes and personal data through its manifest", () => {
    const notImported = (suffix: string) =>
      folders.flatMap((folder) => {
        const files = filesOf(folder, suffix);
        if (files.length === 0) return [];
        const imported = existsSync(manifestOf(folder)) ? new Set(relativeImports(manifestOf(folder))) : new Set();
        return files.filter((file) => !imported.has(file)).map(fromSrc);
      });
    expect(notImported('.topics.ts')).toEqual([]);
    expect(notImported('-retention.repo.ts')).toEqual([]);
    expect(notImported('-personal-data.repo.ts')).toEqual([]);
  });
});

describe("the registry's jobs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('come from the manifests, each named after its module (names are rows in scheduled_jobs)', () => {
    const names = appJobs(t.app.services).map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    const owners = new Set(
      moduleRegistry.flatMap((manifest: ModuleManifest) => [manifest.name, ...(manifest.jobNamesFrom ?? [])]),
    );
    expect(names.filter((name) => !owners.has(name.split('.')[0] ?? ''))).toEqual([]);
  });
});
