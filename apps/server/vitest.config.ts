import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // One graphql for everything, as at run time: without this, our sources get graphql's ESM build and the
  // libraries (Pothos, Yoga's executor) its CommonJS build, and graphql refuses types "from another module or realm".
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker runs its files one after another in one module graph instead of loading the whole app (700 modules,
    // the GraphQL schema) again for each: about 5 s of CPU per file, the largest part of the suite's time (issue 33).
    // Each file still builds its own app on its own database (test/test-app.ts); nothing a test needs lives in a
    // module's state.
    isolate: false,
  },
});
