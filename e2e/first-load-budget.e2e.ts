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
  // measured 291.8 kB (309.2 before issue 8): the newsletter form (form, input, zod schemas) and the carousel
  '/': 295_000,
  // measured 219.8 kB (254.1 before; 215.3 before issue 7's account and CSP work merged)
  '/pricing': 223_000,
  // measured 237.9 kB (257.8 before): the page's modal and result components
  '/featured-courses/web-development': 241_000,
  // measured 216.0 kB (249.6 before)
  '/kid-tech': 219_000,
  // not built yet, so the Not Found page: the shell alone, 194.2 kB (233.5 before)
  '/weekend-camp': 197_000,
  '/book-mentor': 197_000,
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
    const limit = OVER_BUDGET_CEILINGS[path] ?? FIRST_LOAD_BUDGET_BYTES;
    const what = limit === FIRST_LOAD_BUDGET_BYTES ? 'the budget' : 'its ceiling until the route work brings it under the budget';
    it(`${path}: at most ${kb(limit)} gzip (${what})`, () => {
      const load = loads.find((l) => l.route === path);
      expect(load, path).toBeDefined();
      const detail = load!.scripts.slice(0, 8).map((s) => `${s.url} ${kb(s.gzipBytes)}`).join(', ');
      expect(load!.gzipBytes, `${path} (${load!.viewport}) downloads ${kb(load!.gzipBytes)} of JavaScript: ${detail}`).toBeLessThanOrEqual(limit);
    });
  }

  it('keeps each ceiling within 10 kB of its route, so that no route can grow unnoticed', () => {
    for (const [path, ceiling] of Object.entries(OVER_BUDGET_CEILINGS)) {
      const load = loads.find((l) => l.route === path)!;
      // A ceiling far above the route's size would let it grow unnoticed: lower it (or delete it when under budget).
      expect(ceiling - load.gzipBytes, `${path}: ceiling ${kb(ceiling)} vs ${kb(load.gzipBytes)} now`).toBeLessThan(10_000);
    }
  });
});
