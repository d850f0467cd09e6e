import { defineConfig } from 'vitest/config';

// Browser tests against the built app, started once for the run (support/global-setup.ts). Files run one at a
// time: the app, Chromium and the tests share two cores.
export default defineConfig({
  test: {
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // expect.poll gives up after 1 s by default: too short for a full page load (app, lazy page chunk, session
    // check, then the redirect) while the app, Chromium and the tests share two cores.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 120_000,
  },
});
