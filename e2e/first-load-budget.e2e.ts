import { baseUrl, expect, test } from './support/fixtures';
import { FIRST_LOAD_BUDGET_BYTES, PUBLIC_PAGES, kb, measurePublicPages, type PageLoad } from './support/first-load';

/*
 * Every public page (apps/web/src/app/public-pages.ts, which a unit test keeps equal to the route table's public
 * routes) within the first-load budget: all the JavaScript a first visit downloads until the network is idle, gzip,
 * the larger of a phone and a desktop visit (support/first-load.ts). No exceptions and no ceilings: a page over the
 * budget fails, however little it is over.
 */

let loads: PageLoad[];

test.beforeAll(async ({ browser }) => {
  // Two loads of every public page, one after the other, on a shared machine.
  test.setTimeout(600_000);
  loads = await measurePublicPages(browser, baseUrl);
});

test.describe(`first load of every public page (budget ${kb(FIRST_LOAD_BUDGET_BYTES)} gzip)`, () => {
  for (const { pattern } of PUBLIC_PAGES) {
    test(`${pattern}: at most ${kb(FIRST_LOAD_BUDGET_BYTES)} gzip`, () => {
      const load = loads.find((l) => l.pattern === pattern);
      expect(load, pattern).toBeDefined();
      const detail = load!.scripts
        .slice(0, 8)
        .map((s) => `${s.url} ${kb(s.gzipBytes)}`)
        .join(', ');
      expect(
        load!.gzipBytes,
        `${load!.route} (${load!.viewport}) downloads ${kb(load!.gzipBytes)} of JavaScript: ${detail}`,
      ).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    });
  }

  test('measured each page itself, not an error or the Not Found page (which would look light)', () => {
    for (const load of loads) {
      expect(load.heading, load.route).toBeTruthy();
      expect(load.heading, load.route).not.toBe('Something went wrong!');
      if (load.pattern === '*') expect(load.heading, load.route).toBe('Not Found');
      else expect(load.heading, load.route).not.toBe('Not Found');
    }
  });
});
