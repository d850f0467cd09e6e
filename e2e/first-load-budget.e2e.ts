import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FIRST_LOAD_BUDGET_BYTES, PUBLIC_ROUTES, kb, measurePublicRoutes, type FirstLoad } from './support/first-load';
import { openBrowser, type BrowserSession } from './support/browser';

const baseUrl = inject('baseUrl');

/**
 * Routes still over the budget, each with the most its first load may weigh until the route work of issue 8
 * (splitting the feature pages, lighter home page) brings it under: a ceiling a few kB above its size when measured,
 * so that nothing can grow meanwhile. Lower a ceiling when a route shrinks; delete the entry once the route is under
 * FIRST_LOAD_BUDGET_BYTES. Sizes are gzip bytes of all JavaScript until the network is idle (support/first-load.ts).
 */
const OVER_BUDGET_CEILINGS: Record<string, number> = {
  // measured: 306.1 kB (was 309.2 before issue 8)
  '/': 309_000,
  // measured: 238.6 kB (was 254.1)
  '/pricing': 241_000,
  // measured: 238.9 kB (was 257.8)
  '/featured-courses/web-development': 241_000,
  // measured: 231.0 kB (was 249.6)
  '/kid-tech': 234_000,
  // not built yet (Not Found page, i.e. the shell): 214.3 kB (was 233.5)
  '/weekend-camp': 217_000,
  '/book-mentor': 217_000,
};

let session: BrowserSession;
let loads: FirstLoad[];

beforeAll(async () => {
  session = await openBrowser();
  loads = await measurePublicRoutes(session.browser, baseUrl);
}, 180_000);
afterAll(() => session?.close());

describe(`first load of the public routes (budget ${kb(FIRST_LOAD_BUDGET_BYTES)} gzip)`, () => {
  for (const { path } of PUBLIC_ROUTES) {
    const limit = Math.min(FIRST_LOAD_BUDGET_BYTES, OVER_BUDGET_CEILINGS[path] ?? FIRST_LOAD_BUDGET_BYTES);
    const what = limit < FIRST_LOAD_BUDGET_BYTES || !(path in OVER_BUDGET_CEILINGS) ? 'the budget' : 'its ceiling until it is split';
    it(`${path}: at most ${kb(limit)} gzip (${what})`, () => {
      const load = loads.find((l) => l.route === path);
      expect(load, path).toBeDefined();
      const detail = load!.scripts.slice(0, 8).map((s) => `${s.url} ${kb(s.gzipBytes)}`).join(', ');
      expect(load!.gzipBytes, `${path} (${load!.viewport}) downloads ${kb(load!.gzipBytes)} of JavaScript: ${detail}`).toBeLessThanOrEqual(limit);
    });
  }

  it('holds every route to the budget once its ceiling is gone, and ceilings never sit above today’s sizes by much', () => {
    for (const [path, ceiling] of Object.entries(OVER_BUDGET_CEILINGS)) {
      const load = loads.find((l) => l.route === path)!;
      // A ceiling far above the route's size would let it grow unnoticed: lower it (or delete it when under budget).
      expect(ceiling - load.gzipBytes, `${path}: ceiling ${kb(ceiling)} vs ${kb(load.gzipBytes)} now`).toBeLessThan(10_000);
    }
  });
});
