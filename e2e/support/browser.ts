import { expect, type LaunchOptions, type Page, type Response } from '@playwright/test';
import axe from 'axe-core';
import { ready } from './ready';

export { ready };

/**
 * Debian's Chromium, headless, with the flags this closed network needs; Playwright gives it a fresh profile.
 * Outside content (video embeds, fonts) is unreachable here and not what we test: the browser's resolver answers
 * "no such host" for every name but the app's own. This was a Playwright route that aborted those requests, but a
 * route turns on request interception, and Chromium then keeps no HTTP cache: every navigation inside a test fetched
 * and compiled the app's scripts again, as on a first visit (issue 33).
 */
export const CHROMIUM_LAUNCH: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
};

type GotoOptions = Parameters<Page['goto']>[1];
type ReloadOptions = Parameters<Page['reload']>[0];

/**
 * `page.goto` that resolves once the app has taken the page over (`html[data-ready]`, app/layout/AppLayout.tsx):
 * a server-rendered page is on screen before its code runs (decision 0024), and a click or a keystroke before then
 * would test the browser's defaults, not the app. A test that wants the page before that passes `waitUntil: 'commit'`.
 */
export async function goto(page: Page, url: string, options?: GotoOptions): Promise<Response | null> {
  const response = await page.goto(url, options);
  if (options?.waitUntil !== 'commit') await ready(page);
  return response;
}

/** `page.reload`, resolving once the app has taken the page over (see `goto`). */
export async function reload(page: Page, options?: ReloadOptions): Promise<Response | null> {
  const response = await page.reload(options);
  if (options?.waitUntil !== 'commit') await ready(page);
  return response;
}

/**
 * Opens `path` the way a navigation inside the app does, rendered by the browser: to see a page's loading state,
 * which a server-rendered page never shows on arrival (its data comes with it). Starts on a page the server does
 * not render, then moves through the router's history.
 */
export async function openInApp(page: Page, baseUrl: string, path: string): Promise<void> {
  await goto(page, `${baseUrl}/__not-a-page__`);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Fails on serious or critical accessibility violations of the page as it is now. */
export async function expectAccessible(page: Page) {
  let blocking = await blockingViolations(page);
  // A toast can start fading out while axe reads the page (its timer runs on, and axe takes seconds on a loaded
  // machine): half-faded text reads as low contrast. A real violation is still there when the page has settled.
  if (blocking.length > 0) blocking = await blockingViolations(page);
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Runs axe in the page (injected once per document: its 500 kB took 0.4-0.9 s to evaluate each time) and lists the
 * serious and critical violations. Frames are left out (the only ones are third-party embeds); only violations are
 * detailed (`resultTypes`), which is what is read. This replaced @axe-core/playwright, whose default opens a blank page
 * to merge frames' results and injects axe twice: 3.3 s a check against about 1 s, 117 checks a run (issue 33).
 */
async function blockingViolations(page: Page): Promise<string[]> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const { axe: inPage } = window as unknown as { axe: typeof axe };
    // Colours are read at their end values: a CSS transition (the buttons' 0.2 s colour change) jumps to its end
    // instead of being read half-way. On a first visit some transitions ran from the initial colours and their end
    // never came (Chromium reported no finish), and axe read a button half-faded.
    const noTransitions = document.createElement('style');
    noTransitions.textContent = '*, *::before, *::after { transition: none !important; }';
    document.head.append(noTransitions);
    const results = await inPage
      .run({ exclude: [['iframe']] }, { resultTypes: ['violations'] })
      .finally(() => noTransitions.remove());
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.targets.slice(0, 3).join(', ')}`);
}

/**
 * Waits until no finite animation runs (a toast or a form message fading in): half-faded text would read as low
 * contrast. Ant Design's motion adds its "active" class a frame after mounting, so an animation can start after a
 * first look; hence a few rounds, each after two frames. Endless ones (spinners) are left alone. At most 5 s in all:
 * twice on CI an animation's end never came on the home and kids pages (buttons' colour transitions that Chromium
 * reported finished without settling `finished`), and the wait took the
 * test's whole minute; the check then reads the page as it is, and a real violation is still there on the second
 * look (`expectAccessible`).
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const deadline = performance.now() + 5_000;
    const bounded = (promise: Promise<unknown>) =>
      Promise.race([
        promise,
        new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
      ]);
    const nextFrame = () => bounded(new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    for (let round = 0; round < 10 && performance.now() < deadline; round += 1) {
      await nextFrame();
      await nextFrame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0) return;
      await bounded(Promise.all(running.map((a) => a.finished.catch(() => undefined))));
    }
  });
}

/**
 * Answers for the video players' host (YouTube), which is outside this machine, with a page of its own: a test can
 * press play and see the player's frame load. Returns the addresses asked of it, in order (none before a press).
 */
export async function standInVideoHost(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/youtube(-nocookie)?\.com/, async (route) => {
    asked.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>Playing</p>' });
  });
  return asked;
}
