import { baseUrl, expect, test } from './support/fixtures';
import { examplePath, holdAppEntry, PUBLIC_PAGES, VIEWPORTS } from './support/first-load';

/** The pages Lighthouse measures, each with the module its route loads lazily (a chunk named after it). */
const ROUTE_MODULES: Record<string, string> = {
  '/': 'HomePage',
  '/pricing': 'PricingPage',
  '/featured-courses/:id': 'FeaturedCoursePage',
  '/kid-tech': 'KidTechPage',
  '/book-mentor': 'MentorBookingPage',
  '/discover-mentors': 'MentorDirectoryPage',
  '/mentors/:id': 'MentorProfilePage',
};

test.describe("a server-rendered page links its route's code (it comes with the entry's, not after it)", () => {
  for (const publicPage of PUBLIC_PAGES.filter((p) => p.lighthouse)) {
    const module = ROUTE_MODULES[publicPage.pattern];
    test(`${publicPage.pattern}: ${module ?? 'its route module'}`, async ({ browser }) => {
      expect(module, `name the route module of ${publicPage.pattern} here`).toBeDefined();
      const chunk = new RegExp(`^/assets/${module ?? ''}-[\\w-]+\\.js$`);
      const context = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // A link to a chunk the build did not keep would show here as a 404.
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      const release = await holdAppEntry(page);
      try {
        await page.goto(`${baseUrl}${await examplePath(baseUrl, publicPage)}`, { waitUntil: 'commit' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // The entry has not run: only the page's HTML can have asked for the route's chunk.
        await expect.poll(() => asked.some((path) => chunk.test(path))).toBe(true);
        release();
        await page.waitForLoadState('networkidle');
        expect(errors).toEqual([]);
        // Asked for once: the entry's own import of it found the module the link had loaded.
        expect(asked.filter((path) => chunk.test(path))).toHaveLength(1);
      } finally {
        release();
        await context.close();
      }
    });
  }
});
