import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const server = { extends: './apps/server/vitest.config.ts', root: './apps/server' };

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
      './apps/web',
      // The web app's build steps and source-tree checks (the import rule's fixtures) run in Node, outside the
      // browser-like environment of the app's own tests.
      { test: { name: 'web-build', root: './apps/web', include: ['build/**/*.test.ts'] } },
    ],
  },
});
