import { baseUrl, expect, goto, reload, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { startBuiltApp, type RunningApp } from './support/app-process';
import { expectAccessible, standInVideoHost } from './support/browser';
import { pathname, toast } from './support/accounts';

const TRACKS = ['Forex and Crypto Trading', 'Frontend', 'Digital Marketing', 'Backend', 'Data Analysis', 'UI/UX'];

const slotsLeft = (page: Page) => page.getByTestId('slots-left');

/** Whether the top of the element is on screen (an anchor jump brings a section's start into view). */
const inView = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const box = document.querySelector(sel)?.getBoundingClientRect();
    return box !== undefined && box.top >= -2 && box.top < window.innerHeight / 2;
  }, selector);

async function openBootcamp(page: Page, url: string) {
  await goto(page, `${url}/bootcamp`);
  await page.getByRole('heading', { level: 1, name: 'Learn a tech skill in 5 weeks' }).waitFor();
  await expect.poll(() => page.title()).toBe('Bootcamp | Eazy2con');
}

test.describe('/bootcamp with registration closed (the default)', () => {
  test("shows 'Registration closed' in the hero and over a disabled form, with the six tracks and no seat count", async ({
    page,
  }) => {
    await openBootcamp(page, baseUrl);
    await page.getByTestId('registration-state').getByText('Registration closed', { exact: true }).waitFor();
    expect(await slotsLeft(page).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Register now' }).count()).toBe(0);
    const titles = await page.getByTestId('track-card').getByRole('heading').allTextContents();
    expect(titles).toEqual(TRACKS);
    const register = page.locator('#register');
    await register.getByText('Registration closed', { exact: true }).waitFor();
    await register.getByRole('heading', { name: 'Requirements' }).waitFor();
    // The form loads as a visitor nears it.
    await page.getByRole('link', { name: 'See requirements' }).click();
    const fullName = page.getByLabel('Full Name', { exact: true });
    await fullName.waitFor();
    expect(await fullName.isDisabled()).toBe(true);
    expect(await page.getByLabel('Email', { exact: true }).isDisabled()).toBe(true);
    expect(await register.getByRole('button', { name: 'Registration closed' }).isDisabled()).toBe(true);
    // Nothing on the page offers to choose a track while registration is closed.
    expect(await page.getByRole('button', { name: /^Choose / }).count()).toBe(0);
    await expectAccessible(page);
  });

  test("opens a track's 'What to Expect' with five weekly tables", async ({ page }) => {
    await openBootcamp(page, baseUrl);
    await page.getByRole('button', { name: 'What to Expect: Data Analysis' }).click();
    const dialog = page.getByRole('dialog', { name: 'What to Expect: Data Analysis' });
    await dialog.waitFor();
    await dialog.getByRole('heading', { name: 'Week 5: Tell the story' }).waitFor();
    expect(await dialog.getByRole('table').count()).toBe(5);
    expect(await dialog.getByRole('table').first().getByRole('columnheader').allTextContents()).toEqual([
      'Time',
      'Topics',
      'Objectives',
    ]);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  test('jumps to #register and #watch-video, from the hero and from a link', async ({ newPage }) => {
    const page = await newPage('phone');
    await openBootcamp(page, baseUrl);
    expect(await inView(page, '#register')).toBe(false);
    await page.getByRole('link', { name: 'See requirements' }).click();
    await expect.poll(() => inView(page, '#register')).toBe(true);
    expect(new URL(page.url()).hash).toBe('#register');
    await page.getByLabel('Full Name', { exact: true }).waitFor();

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: 'Watch video' }).click();
    await expect.poll(() => inView(page, '#watch-video')).toBe(true);
    expect(new URL(page.url()).hash).toBe('#watch-video');
    // The carousel plays the tracks' catalogue videos, one at a time.
    const slide = page.getByTestId('video-slide');
    const first = await slide.getAttribute('aria-label');
    expect(first).toMatch(/^1 of \d+: /);
    await page.getByRole('button', { name: 'Next video' }).click();
    await expect.poll(() => slide.getAttribute('aria-label')).toMatch(/^2 of \d+: /);
    // The slide shown has a play button; pressed, its player takes its place, the only one on the page.
    expect(await page.locator('#watch-video iframe').count()).toBe(0);
    const title = (await slide.getAttribute('aria-label'))?.replace(/^2 of \d+: /, '') ?? '';
    await standInVideoHost(page);
    await slide.getByRole('button', { name: `Play video: ${title}` }).click();
    await slide.getByTitle(title).waitFor();
    expect(await page.locator('#watch-video iframe').count()).toBe(1);
    // Another slide starts as a play button again: one player at a time.
    await page.getByRole('button', { name: 'Previous video' }).click();
    await expect.poll(() => slide.getAttribute('aria-label')).toMatch(/^1 of \d+: /);
    expect(await page.locator('#watch-video iframe').count()).toBe(0);
    await expectAccessible(page);

    // A link from elsewhere lands on the section, after the page and its sections have loaded.
    const other = await newPage('phone');
    await goto(other, `${baseUrl}/bootcamp#watch-video`);
    await other.getByTestId('video-slide').waitFor();
    await expect.poll(() => inView(other, '#watch-video')).toBe(true);
    await goto(other, `${baseUrl}/bootcamp#register`);
    await other.getByLabel('Full Name', { exact: true }).waitFor();
    await expect.poll(() => inView(other, '#register')).toBe(true);
  });
});

test.describe('/bootcamp with registration open (BOOTCAMP_OPEN=1)', () => {
  let open: RunningApp;
  test.beforeAll(async () => {
    // A second app starting (up to a minute until healthy on a loaded machine) needs more than a test's time.
    test.setTimeout(120_000);
    open = await startBuiltApp({ BOOTCAMP_OPEN: '1', BOOTCAMP_START_DATE: '2030-03-04', RATE_LIMIT_SCALE: '20' });
  });
  test.afterAll(() => open?.stop());

  /** The form loads as a visitor nears it: go there as a visitor does, with the hero's button. */
  async function openForm(page: Page) {
    await openBootcamp(page, open.url);
    await page.getByRole('link', { name: 'Register now' }).click();
    await page.getByLabel('Full Name', { exact: true }).waitFor();
  }

  /** Picks an answer of one of the form's selects by its label, as a person does. */
  const choose = (page: Page, label: string, option: string) =>
    page.getByLabel(label, { exact: true }).selectOption({ label: option });

  async function fillForm(page: Page, email: string) {
    await page.getByLabel('Full Name', { exact: true }).fill('Chioma Eze');
    await page.getByLabel('Phone Number', { exact: true }).fill('+234 803 000 2222');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await choose(page, 'Country', 'Nigeria');
    await choose(page, 'How you heard about us', 'Twitter');
    await choose(page, 'Why do you want to learn this course?', 'Acquire new skill');
    await page.getByLabel('Yes', { exact: true }).check();
  }

  test('registers from a track card, shows the success view with both ways to pay, and one seat fewer', async ({
    page,
  }) => {
    await openForm(page);
    await slotsLeft(page).getByText('10 of 10 slots left').waitFor();
    expect(await page.getByLabel('Full Name', { exact: true }).isEnabled()).toBe(true);
    await page.getByText('5 weeks, starting 4 March 2030').waitFor();

    await page.getByRole('button', { name: 'Register', exact: true }).click();
    for (const message of [
      'Full Name is required!',
      'Phone Number is required!',
      'Email is required!',
      'Please input your country',
      'Track is required!',
      'How you heard about us is required!',
      'Laptop is required!',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('Email', { exact: true }).fill('chioma.example.com');
    await page.getByText('Email is not a valid email!', { exact: true }).waitFor();
    await expectAccessible(page);

    // 'Choose UI/UX' fills in the track and goes to the form.
    await page.getByRole('button', { name: 'Choose UI/UX' }).click();
    await expect.poll(() => inView(page, '#register')).toBe(true);
    await fillForm(page, 'chioma.e2e@example.com');
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    await page.getByRole('heading', { name: 'Successfully Registered' }).waitFor();
    await toast(page, 'You are now registered, Please check your email').waitFor();
    await page.getByText(/registered for the UI\/UX track, starting 4 March 2030/).waitFor();
    await page.getByText(/pay the one-time fee of ₦20,000 online or by bank transfer/).waitFor();
    expect(await page.getByRole('button', { name: 'Pay now' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Pay Later' }).waitFor();
    await slotsLeft(page).getByText('9 of 10 slots left').waitFor();
    const stored = await page.evaluate(
      () => JSON.parse(window.localStorage.getItem('bootcamp-id') ?? '{}') as { id?: string; token?: string },
    );
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored.token).toMatch(/^[\w-]{43}$/);
    await expectAccessible(page);

    // Back later in the same browser: the registration is read back with its token.
    await reload(page);
    await page.getByRole('heading', { name: 'Welcome back, Chioma' }).waitFor();
    await slotsLeft(page).getByText('9 of 10 slots left').waitFor();

    // Pay Later: the bank transfer is recorded and the invoice shows who pays what, from the stored registration;
    // its own link (issue 20 §2) replaces /payment-invoice once the invoice exists.
    await page.getByRole('button', { name: 'Pay Later' }).click();
    await expect.poll(() => pathname(page)).toMatch(/^\/payment-invoice\/[\da-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Invoice' }).waitFor();
    expect(await page.getByTestId('invoice-name').textContent()).toBe('Chioma Eze');
    expect(await page.getByTestId('invoice-email').textContent()).toBe('chioma.e2e@example.com');
    expect(await page.getByTestId('invoice-total').textContent()).toBe('₦20,000');
    expect(new URL(page.url()).searchParams.get('t')).toBe(stored.token);
  });

  test('refuses a second registration of the same e-mail, and stores nothing for it', async ({ page }) => {
    await openForm(page);
    await fillForm(page, 'Chioma.E2E@example.com');
    await choose(page, 'Track', 'Backend');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('This email is already registered for the bootcamp.', { exact: true }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('bootcamp-id'))).toBeNull();
    await slotsLeft(page).getByText('9 of 10 slots left').waitFor();
  });

  test("lets 'Register someone else' forget the registration in this browser only", async ({ page }) => {
    await openForm(page);
    await fillForm(page, 'ngozi.e2e@example.com');
    await choose(page, 'Track', 'Frontend');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByRole('heading', { name: 'Successfully Registered' }).waitFor();
    await slotsLeft(page).getByText('8 of 10 slots left').waitFor();
    await page.getByRole('button', { name: 'Register someone else' }).click();
    await page.getByRole('dialog', { name: 'Register someone else?' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByLabel('Full Name', { exact: true }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('bootcamp-id'))).toBeNull();
    await reload(page);
    await page.getByLabel('Full Name', { exact: true }).waitFor();
    await slotsLeft(page).getByText('8 of 10 slots left').waitFor();
  });
});
