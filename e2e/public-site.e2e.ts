import type { Page } from '@playwright/test';
import { baseUrl, expect, goto, test } from './support/fixtures';
import { expectAccessible } from './support/browser';

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Navigates inside the app with navigation state, as `navigate(path, { state })` does. */
async function navigateWithState(page: Page, path: string, state: Record<string, unknown>) {
  await page.evaluate(
    ({ path, state }) => {
      // React Router keeps navigation state under `usr` in history.state, and follows popstate events.
      const entry = { usr: state, key: 'e2e', idx: 1 };
      window.history.pushState(entry, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: entry }));
    },
    { path, state },
  );
}

test.describe('newsletter', () => {
  test('checks the address, subscribes it and clears the box', async ({ page }) => {
    await goto(page, `${baseUrl}/`);
    const block = page.getByTestId('newsletter');
    await block.getByRole('heading', { name: 'Subscribe to Newsletter' }).waitFor();
    const box = block.getByLabel('Email address');
    const subscribe = block.getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    await block.getByText('Email is required!').waitFor();
    await box.fill('ada.example.com');
    await subscribe.click();
    await block.getByText('Email is not valid!').waitFor();
    await box.fill(`ada+${Date.now()}@example.com`);
    await subscribe.click();
    await page.getByText('Thank you for subscribing to our newsletter!').waitFor();
    await expect.poll(() => box.inputValue()).toBe('');
  });
});

test.describe('pricing', () => {
  test('shows the trial panel and plans, with FAQ tabs that open one answer at a time', async ({ newPage }) => {
    const page = await newPage('desktop');
    await goto(page, `${baseUrl}/pricing`);
    await page.getByTestId('plan-card').first().waitFor();
    expect(await page.title()).toBe('Pricing | Eazy2con');
    expect(await page.getByTestId('trial-panel').isVisible()).toBe(true);
    expect(await page.getByTestId('plan-card').count()).toBe(5);
    expect(await page.getByRole('tab', { name: 'General Enquiries' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await expect.poll(() => page.getByRole('tab', { name: 'Pricing' }).getAttribute('aria-selected')).toBe('true');
    const question = (text: string) => page.locator('.pricing-faq details', { hasText: text });
    const refund = question('Can I get a refund?');
    await refund.locator('summary').click();
    await page.getByText('Payments are not refundable once made').waitFor();
    await question('How and when do I pay?').locator('summary').click();
    await expect.poll(() => refund.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    expect(await page.locator('.pricing-faq details[open]').count()).toBe(1);
    // The keyboard opens a question too (the browser's own disclosure).
    await refund.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => refund.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    await expectAccessible(page);
  });

  test('leads a plan card to /book-mentor with the plan in navigation state, and Organisation to /contact-us', async ({
    page,
  }) => {
    await goto(page, `${baseUrl}/pricing`);
    expect(await page.getByRole('link', { name: 'Contact us about the Organisation plan' }).getAttribute('href')).toBe(
      '/contact-us',
    );
    await page.getByRole('link', { name: 'Choose the Team Plan' }).click();
    await expect.poll(() => pathOf(page)).toBe('/book-mentor');
    const state = await page.evaluate(() => (window.history.state as { usr?: { type?: string } } | null)?.usr);
    expect(state).toEqual({ type: 'Team' });
  });

  test('hides the trial panel on a phone', async ({ newPage }) => {
    const page = await newPage('phone');
    await goto(page, `${baseUrl}/pricing`);
    await page.getByTestId('plan-card').first().waitFor();
    expect(await page.getByTestId('trial-panel').isVisible()).toBe(false);
    await expectAccessible(page);
  });
});

test.describe('contact us', () => {
  test('keeps Send disabled until filled, refuses an address without @ and a short message, and thanks a valid one', async ({
    page,
  }) => {
    await goto(page, `${baseUrl}/contact-us`);
    await page.getByRole('heading', { level: 1, name: 'Contact Us Today' }).waitFor();
    expect(await page.getByRole('link', { name: 'hello@eazy2con.com' }).first().getAttribute('href')).toBe(
      'mailto:hello@eazy2con.com',
    );
    const send = page.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel('Name').fill('Ngozi Adebayo');
    const invalid = page.getByText('filled the inputs very well, write a valid message!!!');
    // An address without an @, with a long enough message.
    await page.getByLabel('Email').fill('ngozi.example.com');
    await page.getByLabel('Message').fill('I would like mentors for a team of six developers.');
    await expect.poll(() => send.isDisabled()).toBe(false);
    await send.click();
    await invalid.waitFor();
    await page.locator('.ant-notification-notice-close').first().click();
    await invalid.waitFor({ state: 'detached' });
    // A valid address, with a message under 20 characters.
    await page.getByLabel('Email').fill('ngozi@example.com');
    await page.getByLabel('Message').fill('Too short');
    await send.click();
    await invalid.waitFor();
    await page.getByLabel('Message').fill('I would like mentors for a team of six developers.');
    await send.click();
    await page.getByText('THANKS FOR CONTACTING US, WE WILL GET BACK TO YOU AS SOON AS POSSIBLE.').waitFor();
    await expect.poll(() => page.getByLabel('Message').inputValue()).toBe('');
    await expectAccessible(page);
  });
});

test.describe('other pages', () => {
  test('/hiring says there is no form configured and how to apply instead', async ({ page }) => {
    await goto(page, `${baseUrl}/hiring`);
    await page.getByRole('heading', { level: 1, name: 'We are hiring a sales expert' }).waitFor();
    await page.getByTestId('hiring-notice').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    await expectAccessible(page);
  });

  test('/success greets the name passed in navigation state', async ({ page }) => {
    await goto(page, `${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await navigateWithState(page, '/success', { fullName: 'Ada Obi' });
    await page.getByRole('heading', { name: 'Successfully Registerd, we will reach out to you soon' }).waitFor();
    expect(await page.getByTestId('success-greeting').textContent()).toBe('Hi Ada Obi,');
    await page.getByText('Our team will email or call you').waitFor();
    await expectAccessible(page);
    // Reloaded, the server draws the page without the state (it never sees it); the browser keeps it in the history
    // entry and draws the page afresh at once, with no touch: the greeting stays the booker's.
    await page.reload();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    expect(await page.getByTestId('success-greeting').textContent()).toBe('Hi Ada Obi,');
    expect(await page.locator('html[data-hydrate="on-touch"]').count()).toBe(0);
    // Opened afresh (a new tab: no state), it is drawn by the server and waits for a touch.
    const fresh = await page.context().newPage();
    await fresh.goto(`${baseUrl}/success`);
    await fresh.locator('html[data-hydrate="on-touch"]').waitFor({ state: 'attached' });
    expect(await fresh.getByTestId('success-greeting').textContent()).toBe('Hi there,');
    await fresh.close();
  });

  test('/privacy covers what is stored, including children’s data', async ({ page }) => {
    await goto(page, `${baseUrl}/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    for (const heading of [
      'What we collect',
      "Children's data",
      'Who sees it',
      'How long we keep it',
      'Your rights',
      'Contact us',
    ]) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
    await page.getByText('Flutterwave', { exact: false }).first().waitFor();
    // What this release stores besides accounts: reviews, progress, and the keeping times the purge enforces.
    await page.getByText(/^Course reviews: /).waitFor();
    await page.getByText(/^Course progress: /).waitFor();
    await page.getByText(/emails carrying a one-time code: 24 hours/).waitFor();
    await expectAccessible(page);
  });

  test('/about-us and /summer-camp have their content', async ({ page }) => {
    await goto(page, `${baseUrl}/about-us`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Our mission' }).waitFor();
    await expectAccessible(page);
    await goto(page, `${baseUrl}/summer-camp`);
    await page.getByRole('heading', { level: 1, name: 'Kids Summer Coding Camp' }).waitFor();
    await page.getByText('18 September 2021 to 18 October 2021').waitFor();
    await expectAccessible(page);
  });
});

test.describe('the accessibility check itself', () => {
  test('fails on faint text that stays faint (the checks above can fail)', async ({ page }) => {
    await goto(page, `${baseUrl}/about-us`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.textContent = 'Barely readable';
      faint.style.cssText = 'color: #eeeeee; background: #ffffff';
      document.querySelector('main')?.append(faint);
    });
    const failure: unknown = await expectAccessible(page).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    // The assertion's received value lists the violations found (Playwright's expect keeps it in `matcherResult`).
    expect(JSON.stringify((failure as { matcherResult?: { actual?: unknown } }).matcherResult?.actual)).toContain(
      'color-contrast',
    );
  });
});
