import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { app, type AppUnderTest } from './app';
import { VIEWPORTS, type ViewportName } from './first-load';
import { allMail, waitForMail } from './mail';

export { expect } from '@playwright/test';
export { app, baseUrl } from './app';
export { goto, reload } from './browser';

/** A preset (phone, desktop) or an exact size; a missing side is the desktop's. */
export type PageSize = ViewportName | { width?: number; height?: number };

export interface TestFixtures {
  /**
   * A page of its own browser context (its own cookies: another person), at `size` (desktop by default). Closed
   * after the test. For one person, the `page` fixture does the same at desktop size.
   */
  newPage: (size?: PageSize) => Promise<Page>;
}

export interface WorkerFixtures {
  /** The app the global setup started (base URL, demo admin) and the mail it delivered to the SMTP sink. */
  app: AppUnderTest & { mail: { waitFor: typeof waitForMail; all: typeof allMail } };
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  app: [{ ...app, mail: { waitFor: waitForMail, all: allMail } }, { scope: 'worker' }],
  newPage: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (size = 'desktop') => {
      const viewport =
        typeof size === 'string'
          ? VIEWPORTS[size]
          : { width: size.width ?? VIEWPORTS.desktop.width, height: size.height ?? VIEWPORTS.desktop.height };
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export type NewPage = TestFixtures['newPage'];
