import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { expect } from 'vitest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BrowserSession {
  browser: Browser;
  newPage(options?: { width?: number; height?: number }): Promise<Page>;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, with the flags this closed network needs; Playwright gives it a fresh profile. */
export async function openBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const contexts: BrowserContext[] = [];
  return {
    browser,
    async newPage({ width = 1280, height = 800 } = {}) {
      const context = await browser.newContext({ viewport: { width, height } });
      // Outside content (video embeds, fonts) is unreachable here and not what we test.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
      contexts.push(context);
      return context.newPage();
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close()));
      await browser.close();
    },
  };
}

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectAccessible(page: Page) {
  await settle(page);
  const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits for the finite animations running now (a toast or a form message fading in) to end: half-faded text would
 * read as low contrast. Endless ones (spinners) are left alone.
 */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
