import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import webConfig from './apps/web/vitest.config';

const server = { extends: './apps/server/vitest.config.ts', root: './apps/server' };
// Two projects share the web app's settings, each with its own files (`extends` would add to the include list).
const web = (test: NonNullable<typeof webConfig.test>) => ({
  ...webConfig,
  root: './apps/web',
  test: { ...webConfig.test, ...test },
});

/**
 * The web app's test files that replace a module (`vi.mock`), relative to apps/web. A replaced module only takes in
 * a module graph of the file's own: in a shared one, a component another file loaded first keeps the real module.
 */
function webFilesReplacingModules(): string[] {
  const root = path.resolve(import.meta.dirname, 'apps/web');
  return readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join('src', file))
    .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('vi.mock('))
    .map((file) => file.split(path.sep).join('/'));
}
const replacingModules = webFilesReplacingModules();

// Unit and API tests of every workspace. The server's API suite runs on embedded PGlite, and again on a real
// PostgreSQL when TEST_DATABASE_URL is set. The browser suite in e2e/ runs on its own (npm run test:e2e).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two, which leaves a core idle while
    // the main process only collects results. One worker per core (issue 33).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      './packages/shared',
      { ...server, test: { name: 'server' } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              ...server,
              test: {
                name: 'server-postgres',
                env: { TEST_DB: 'postgres' },
                // The fuzz (thousands of calls) checks input handling and that a refused call writes nothing; it
                // runs once, on PGlite, where it was about 130 s against 200 s here (issue 33).
                exclude: ['src/test/fuzz-mutations.test.ts'],
              },
            },
          ]
        : []),
      // The web app's tests share a worker's module graph from file to file (`isolate: false`):
      // loading React, Ant Design and the app again for each file was about 250 s of a run's CPU (issue 33). A
      // file's DOM is still emptied after each test (src/test/setup.ts), and globals are stubbed, not assigned.
      web({ name: 'web', isolate: false, exclude: [...configDefaults.exclude, ...replacingModules] }),
      web({ name: 'web-replacing-modules', include: replacingModules }),
      // The web app's build steps and source-tree checks (the import rule's fixtures) run in Node, outside the
      // browser-like environment of the app's own tests.
      { test: { name: 'web-build', root: './apps/web', include: ['build/**/*.test.ts'] } },
      // The bench's pure helpers (the low-end profile's CPU multiplier).
      './bench',
    ],
  },
});
