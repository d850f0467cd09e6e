import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';
import { ready } from './ready';
import { ARRIVAL_TRACE_CATEGORIES, arrivalTasks, type TraceEvent } from './arrival-tasks';
import { PUBLIC_PAGES, type PublicPage } from '../../apps/web/src/app/public-pages';

/**
 * The most JavaScript (gzip, in bytes: kB as Vite prints them) a first visit to a server-drawn public page may
 * download before the person touches it: issue 38's 80 kB (the home page 60). Such a page loads its app on the first
 * touch (decision 0049); today's pages load 2–3 kB before it.
 */
export const FIRST_LOAD_BUDGET_BYTES = 80_000;
export const HOME_BUDGET_BYTES = 60_000;

/** The address the Not Found page is measured at. */
const NOT_FOUND_EXAMPLE = PUBLIC_PAGES.find((p) => p.pattern === '*')?.example;

/** Whether the page waits for a first touch before loading its app. */
export const waitsForTouch = (page: PublicPage): boolean => page.serverRendered === true;

/**
 * A public route's budget: 60 kB for /, 80 kB for every other (issue 38). Every public page is drawn by the server
 * and loads its app on the first touch; one the browser drew would load React DOM with the page (over 100 kB) and
 * fail its budget, as it should.
 */
export const budgetOf = (pattern: string): number => (pattern === '/' ? HOME_BUDGET_BYTES : FIRST_LOAD_BUDGET_BYTES);

export { PUBLIC_PAGES, type PublicPage };

/** The placeholders an example may hold, each filled with the first item a public list of the server answers. */
const PLACEHOLDERS = {
  '{courseId}': { query: '{ listCourses(limit: 1) { items { id } } }', list: 'listCourses', what: 'mentor course' },
  '{mentorId}': { query: '{ listMentors(limit: 1) { items { id } } }', list: 'listMentors', what: 'directory mentor' },
} as const;

/**
 * The address to open a public page at: its example, with `{courseId}` replaced by a mentor course of the running
 * server (the newest, as listCourses answers first) and `{mentorId}` by its newest directory mentor.
 */
export async function examplePath(baseUrl: string, page: PublicPage): Promise<string> {
  let path = page.example;
  for (const [placeholder, source] of Object.entries(PLACEHOLDERS)) {
    if (!path.includes(placeholder)) continue;
    const response = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: source.query }),
    });
    const body = (await response.json()) as { data?: Record<string, { items: { id: string }[] } | undefined> };
    const id = body.data?.[source.list]?.items[0]?.id;
    if (!id)
      throw new Error(`${page.pattern}: the server has no ${source.what} to open (answered ${JSON.stringify(body)})`);
    path = path.replace(placeholder, id);
  }
  return path;
}

/** Most of our users are on phones; a desktop-width visit may load other pieces (the full navigation bar). */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export interface ScriptLoad {
  url: string;
  /** Decoded size of the file. */
  bytes: number;
  /** Its size gzipped (level 9, as the build's .gz copies): what the budget counts, independent of the server. */
  gzipBytes: number;
}

export interface FirstLoad {
  route: string;
  viewport: ViewportName;
  scripts: ScriptLoad[];
  bytes: number;
  gzipBytes: number;
  /** The page waited for a first touch before loading its app (a server-drawn page, decision 0049). */
  waitedForTouch: boolean;
  /** What the first touch downloaded (gzip): the app that takes the page over; 0 when it loaded with the page. */
  onTouchGzipBytes: number;
  /** The page's main heading once loaded: shows that the page itself was measured, not an error or Not Found. */
  heading: string | null;
  /**
   * The page's main-thread tasks over 50 ms (the browser's Long Tasks API, buffered from the start of the page),
   * longest first, until a second after the app took the page over: parsing, the first style and layout, the
   * scripts' evaluation, hydration and the idle-time work after it.
   */
  longTasks: number[];
  /**
   * On a phone: the CPU time (ms) of the page's main-thread tasks from its first contentful paint until the network
   * went quiet, before the touch (support/arrival-tasks.ts: Lighthouse's blocking-time window), longest first.
   * Empty on a desktop visit, which is not traced.
   */
  arrivalCpuMs: number[];
}

/**
 * Gzip sizes by content: the build's files are named by their content's hash, so the 76 loads of a run ask for the
 * same few hundred files again and again; level-9 gzip of each every time was CPU the browser needed.
 */
const gzipSizes = new Map<string, number>();
function gzipSize(body: Buffer): number {
  const key = createHash('sha1').update(body).digest('hex');
  let size = gzipSizes.get(key);
  if (size === undefined) gzipSizes.set(key, (size = gzipSync(body, { level: 9 }).length));
  return size;
}

const isScript = (response: Response) =>
  response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');

/**
 * Every JavaScript file a first visit to `route` downloads until the network is idle (no request for 500 ms): the
 * entry, its imports and modulepreloads, the route's chunk and whatever it loads lazily on arrival; and the visit's
 * long tasks. A fresh browser context each time (empty cache), a phone's one with touch and the mobile viewport. The
 * service worker is blocked: it registers after the page has loaded and precaches the build in the background for
 * the next visit, on a thread of its own in the page's process, which on a loaded two-core machine took the core the
 * page's main thread was waiting for (the payment return page's tasks of 15–25 ms of CPU were reported at 110–250 ms).
 */
export async function measureFirstLoad(
  browser: Browser,
  baseUrl: string,
  route: string,
  viewport: ViewportName = 'phone',
): Promise<FirstLoad> {
  const phone = viewport === 'phone';
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    isMobile: phone,
    hasTouch: phone,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: number[] = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask', buffered: true });
    });
    const pending: Promise<ScriptLoad | null>[] = [];
    page.on('response', (response) => {
      if (!isScript(response) || !response.url().startsWith(baseUrl)) return;
      pending.push(
        response.body().then(
          (body) => ({ url: response.url().slice(baseUrl.length), bytes: body.length, gzipBytes: gzipSize(body) }),
          () => null,
        ),
      );
    });
    // One trace at a time per browser: the visits of a run are one after the other.
    let trace: Buffer | null = null;
    if (phone) await browser.startTracing(page, { categories: ARRIVAL_TRACE_CATEGORIES });
    let response: Response | null;
    try {
      response = await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    } finally {
      if (phone) trace = await browser.stopTracing();
    }
    // The Not Found page answers 404, as it should; any other page must answer 200.
    const expected = route === NOT_FOUND_EXAMPLE ? 404 : 200;
    if (response?.status() !== expected) throw new Error(`${route} answered ${response?.status()}`);
    // The first load: what the page downloaded on its own, the network idle. A server-drawn page loads its app on
    // the person's first touch (decision 0049): what that touch downloads is counted apart (`onTouch`).
    const firstLoadCount = pending.length;
    // Taken over by the app (AppLayout marks it; `ready` touches a page that waits for it); on a phone, whose tasks
    // the long-task test judges, a second more for the idle-time work after hydration.
    const waitedForTouch = (await page.locator('html[data-hydrate="on-touch"]').count()) > 0;
    const arrival = trace
      ? arrivalTasks((JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents)
      : null;
    if (arrival && !arrival.painted) throw new Error(`${route} painted nothing before the network went quiet`);
    await ready(page);
    if (phone) await page.waitForTimeout(1_000);
    const longTasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.slice());
    const heading = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 5_000 })
      .catch(() => null);
    const loads = await Promise.all(pending);
    const scripts = uniqueScripts(loads.slice(0, firstLoadCount));
    const onTouch = uniqueScripts(loads.slice(firstLoadCount)).filter((s) => !scripts.some((f) => f.url === s.url));
    return {
      route,
      viewport,
      scripts,
      bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
      waitedForTouch,
      onTouchGzipBytes: onTouch.reduce((sum, s) => sum + s.gzipBytes, 0),
      heading: heading?.trim() ?? null,
      longTasks: longTasks.sort((a, b) => b - a),
      arrivalCpuMs: arrival?.cpuMs ?? [],
    };
  } finally {
    await context.close();
  }
}

/** Each file once, largest first. */
function uniqueScripts(loads: (ScriptLoad | null)[]): ScriptLoad[] {
  const byUrl = new Map<string, ScriptLoad>();
  for (const load of loads) if (load) byUrl.set(load.url, load);
  return [...byUrl.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** A public page's two first visits: `pattern` is its route pattern ('/featured-courses/:id'). */
export interface PageVisits {
  pattern: string;
  phone: FirstLoad;
  desktop: FirstLoad;
}

/** A first visit of every public page (PUBLIC_PAGES) on a phone and one on a desktop, one after the other. */
export async function visitPublicPages(
  browser: Browser,
  baseUrl: string,
  pages: readonly PublicPage[] = PUBLIC_PAGES,
): Promise<PageVisits[]> {
  const visits: PageVisits[] = [];
  for (const page of pages) {
    const path = await examplePath(baseUrl, page);
    const phone = await measureFirstLoad(browser, baseUrl, path, 'phone');
    const desktop = await measureFirstLoad(browser, baseUrl, path, 'desktop');
    visits.push({ pattern: page.pattern, phone, desktop });
  }
  return visits;
}

export interface PageLoad extends FirstLoad {
  pattern: string;
}

/** The visit that downloaded more: a budget must hold for both. */
export const heavierLoad = ({ pattern, phone, desktop }: PageVisits): PageLoad => ({
  ...(desktop.gzipBytes > phone.gzipBytes ? desktop : phone),
  pattern,
});

/** The first load of every public page, the larger of its phone and desktop loads (`route`: the address measured). */
export async function measurePublicPages(
  browser: Browser,
  baseUrl: string,
  pages: readonly PublicPage[] = PUBLIC_PAGES,
): Promise<PageLoad[]> {
  return (await visitPublicPages(browser, baseUrl, pages)).map(heavierLoad);
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
