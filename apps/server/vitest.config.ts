import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // One graphql for everything, as at run time: without this, our sources get graphql's ESM build and the
  // libraries (Pothos, Yoga's executor) its CommonJS build, and graphql refuses types "from another module or realm".
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
