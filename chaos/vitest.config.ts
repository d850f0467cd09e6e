import { defineConfig } from 'vitest/config';

// The chaos tests (issue 25): one cluster of the built app behind haproxy, on a PostgreSQL and a Redis of their own,
// failed on purpose. One file at a time, each step after the previous one: they share the cluster.
export default defineConfig({
  test: {
    include: ['**/*.chaos.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 150_000,
  },
});
