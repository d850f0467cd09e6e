import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/browser';

const ci = Boolean(process.env.CI);

// Browser tests against the built app, started once for the run (support/global-setup.ts). One worker: the app,
// Chromium and the tests share two cores, and more workers made waits time out rather than the run faster.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: ci,
  // On CI a failed test runs again (up to twice); one that then passes is reported as flaky, not hidden.
  retries: ci ? 2 : 0,
  timeout: 60_000,
  // expect.poll's default: a full page load (app, lazy page chunk, session check, then the redirect) takes seconds
  // while the app, Chromium and the tests share two cores.
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  // `list` prints every test as it ends, a retried one as flaky; the summary of `line` names the flaky and failed
  // ones again at the end, where a CI log is read.
  reporter: [['list'], ['line']],
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
