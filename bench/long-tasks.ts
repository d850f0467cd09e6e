import type { Browser } from 'playwright-core';

/**
 * The main thread's long tasks (over 50 ms, the Long Tasks API) of an unthrottled first visit, longest first: what
 * Lighthouse's total blocking time is made of, measured without its 4× slowdown (issue 27). A fresh context per
 * visit, so nothing is cached.
 */
export async function longTasks(browser: Browser, url: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    // Page-side code as text: this package is compiled for Node, without the browser's types.
    await page.addInitScript(`
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask', buffered: true });
    `);
    await page.goto(url, { waitUntil: 'networkidle' });
    // Hydration and the idle-time work after it finish within a second of the network going quiet.
    await page.waitForTimeout(1_000);
    const tasks: unknown = await page.evaluate('window.__longTasks');
    return (Array.isArray(tasks) ? tasks.filter((t): t is number => typeof t === 'number') : []).sort((a, b) => b - a);
  } finally {
    await context.close();
  }
}
