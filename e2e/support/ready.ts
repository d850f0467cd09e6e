import type { Page } from '@playwright/test';

/**
 * Resolves once the app has taken the page over. A server-drawn page waits for the person's first touch before its
 * app loads (`html[data-hydrate="on-touch"]`, apps/web/src/app/boot/first-touch.ts): a key nobody sees (Shift) is
 * that touch, as a person's first tap or scroll would be.
 */
export async function ready(page: Page): Promise<void> {
  const waiting = page.locator('html[data-ready], html[data-hydrate="on-touch"]');
  await waiting.first().waitFor({ state: 'attached' });
  if (await page.locator('html[data-hydrate="on-touch"]').count()) await page.keyboard.press('Shift');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}
