import type { Page } from '@playwright/test';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { watDate } from '@eazy2con/shared/wat-time';
import { baseUrl, expect, test } from './support/fixtures';

/**
 * Issue 20 §1: the public forms are drawn by the server, so on a slow phone a person types into them before the
 * page's code has arrived. Every JavaScript asset is held back here until the test has typed; the page must then
 * keep what was typed (no "Please input full name", a search that runs).
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The page as the server drew it, with none of its code run yet. */
async function openHeld(page: Page, path: string) {
  const release = await holdScripts(page);
  // 'commit': the module scripts being held, the document never reaches DOMContentLoaded until released.
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.locator('html[data-ready]').count()).toBe(0);
  return async () => {
    // Still not hydrated: everything above was typed into the bare HTML.
    expect(await page.locator('html[data-ready]').count()).toBe(0);
    release();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  };
}

test.describe('typing before the page code arrives (issue 20 §1)', () => {
  test('the contact form keeps what was typed and sends it', async ({ page }) => {
    const hydrate = await openHeld(page, '/contact-us');
    await page.getByLabel('Name').fill('Ngozi Adebayo');
    await page.getByLabel('Email').fill('ngozi.slowphone@example.com');
    await page.getByLabel('Message').fill('I typed this before the page code arrived, on a slow phone.');
    await hydrate();

    const send = page.getByRole('button', { name: 'Send' });
    // Send is enabled only once the form holds all three values: the typing was adopted, not just left on screen.
    await expect.poll(() => send.isDisabled()).toBe(false);
    await send.click();
    await page.getByText('THANKS FOR CONTACTING US, WE WILL GET BACK TO YOU AS SOON AS POSSIBLE.').waitFor();
    expect(await page.getByText(/Please input/).count()).toBe(0);
    expect(await page.getByText('filled the inputs very well, write a valid message!!!').count()).toBe(0);
  });

  test('the mentor directory runs a search and keeps a filter chosen before hydration', async ({ page }) => {
    const hydrate = await openHeld(page, '/discover-mentors');
    await page.getByLabel('Search mentors').fill('Modern Frontend Development');
    await page.getByLabel('Country').selectOption('NG');
    await hydrate();

    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Modern Frontend Development');
    expect(new URL(page.url()).searchParams.get('country')).toBe('NG');
    expect(await page.getByLabel('Search mentors').inputValue()).toBe('Modern Frontend Development');
    await expect.poll(() => page.getByTestId('mentor-card').count()).toBe(1);
    expect(await page.getByTestId('mentor-card').getByRole('heading').textContent()).toBe('Adaeze Okafor');
  });

  test('the module search runs what was typed before hydration', async ({ page }) => {
    const searched: string[] = [];
    page.on('request', (request) => {
      const term = /"search":"([^"]*)"/.exec(request.postData() ?? '')?.[1];
      if (term) searched.push(term);
    });
    const hydrate = await openHeld(page, '/all-modules');
    const search = page.getByRole('searchbox', { name: 'Search modules' });
    await search.fill('qqqzzzxx');
    await hydrate();

    await page.getByText('No module matches your search.').waitFor();
    expect(searched).toContain('qqqzzzxx');
    expect(await search.inputValue()).toBe('qqqzzzxx');
  });

  test('/book-mentor keeps a box ticked, a radio and a select option chosen before hydration (issue 38)', async ({
    page,
  }) => {
    const hydrate = await openHeld(page, '/book-mentor');
    // The adult page opens on the Personal plan, whose two options are the 'How often?' radios.
    await page.getByRole('radio', { name: /^3 calls a week/ }).check();
    await page.getByLabel('Why do you want to learn this course?').selectOption('I am a novice');
    // The notification channels are the form's own state, not the form kit's values.
    await page.getByRole('checkbox', { name: 'WhatsApp' }).check();
    await hydrate();

    expect(await page.getByRole('radio', { name: /^3 calls a week/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('Why do you want to learn this course?').inputValue()).toBe('I am a novice');
    expect(await page.getByRole('checkbox', { name: 'WhatsApp' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'SMS' }).isChecked()).toBe(false);
    // Adopted by the form, not only left on screen: the amount follows the option, the WhatsApp note the ticked box,
    // and the phone confirmation step shows for a ticked channel.
    await page.getByText('Amount: ₦75,000.', { exact: false }).waitFor();
    await page.getByText('If you once replied STOP to our WhatsApp messages', { exact: false }).waitFor();
    // A render after hydration (a name typed now) keeps all three.
    await page.getByLabel('Full name').fill('Kemi Bello');
    expect(await page.getByRole('checkbox', { name: 'WhatsApp' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: /^3 calls a week/ }).isChecked()).toBe(true);
    expect(await page.getByLabel('Why do you want to learn this course?').inputValue()).toBe('I am a novice');
  });

  test('/book-mentor keeps a name and a day-first start date typed before hydration (issue 20 §9: dd/mm/yyyy)', async ({
    page,
  }) => {
    const [year, month, day] = addDays(watDate(), 10).split('-');
    const dayFirst = `${day}/${month}/${year}`;
    const hydrate = await openHeld(page, '/book-mentor');
    await page.getByLabel('Full name').fill('Kemi Bello');
    await page.getByLabel('Start date').fill(dayFirst);
    await hydrate();

    const start = page.getByLabel('Start date');
    expect(await start.getAttribute('placeholder')).toBe('dd/mm/yyyy');
    expect(await start.inputValue()).toBe(dayFirst);
    expect(await page.getByLabel('Full name').inputValue()).toBe('Kemi Bello');
    // Taken as a date (the first cycle's session times follow from it), with no message on either field.
    await page.getByRole('button', { name: 'Book now' }).click();
    await page.getByText('Please input phone', { exact: false }).first().waitFor();
    expect(await page.getByText(/Please input full name|Enter the date as|Tell us when/).count()).toBe(0);
  });
});
