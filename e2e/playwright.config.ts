import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/browser';

const ci = Boolean(process.env.CI);

/**
 * Files that must not share the machine or the data with another test: the first-visit budgets time each page's
 * main-thread tasks (another worker's browser would lengthen them), and the home page's figures and a mentor
 * profile's student count are counted across every booking (another worker's booking would change them mid-test).
 */
const ALONE = ['first-load-budget.e2e.ts', 'home.e2e.ts', 'mentors.e2e.ts'];

// Browser tests against the built app, started once for the run (support/global-setup.ts). Two workers, one file
// each at a time: since the tests stopped intercepting requests and precaching the service worker (issue 33), a test
// leaves enough of the two cores idle (waiting for a mail, a toast, a debounce) for a second one; the run took
// 9.3 min against 12.4 with one. The files in ALONE run first, on one worker, before the others start.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  globalSetup: './support/global-setup.ts',
  workers: 2,
  fullyParallel: false,
  projects: [
    { name: 'alone', testMatch: ALONE, workers: 1 },
    { name: 'together', testIgnore: ALONE, dependencies: ['alone'] },
  ],
  forbidOnly: ci,
  // On CI a failed test runs again (up to twice); one that then passes is reported as flaky, not hidden.
  retries: ci ? 2 : 0,
  timeout: 60_000,
  // expect.poll's default: a full page load (app, lazy page chunk, session check, then the redirect) takes seconds
  // while the app, Chromium and the tests share two cores.
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  // `list` prints every test as it ends (each retry too) and closes with the flaky and failed ones by name; the
  // JSON report keeps every attempt of every test, for a look at how often a test needed its retries.
  reporter: [['list'], ['json', { outputFile: './test-results/report.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH,
    viewport: { width: 1280, height: 800 },
    // The app registers its service worker 4 s after a page has loaded and precaches some two hundred files: in a
    // test that lasts longer, that was work on both cores for a visit nobody makes, and a worker that took over the
    // page's requests midway. service-worker.e2e.ts tests the worker in a context that allows it (issue 33).
    serviceWorkers: 'block',
    // Recording a trace costs every test its screenshots and snapshots (about a fifth of its time here); a failed
    // test's first retry records one, so a failure on CI still comes with its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
