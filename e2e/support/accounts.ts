import type { MentorApplicationInput } from '@eazy2con/shared/validation/mentor-application';
import { expect, type Locator, type Page } from '@playwright/test';
import { baseUrl } from './app';
import { goto } from './browser';
import { readCode, waitForMail } from './mail';

/**
 * Account flows through the UI, for any e2e file that needs a signed-in person: the code comes from the SMTP
 * sink, as a real user would read it from their mail.
 */

let counter = 0;

/** An address no other test uses (the database lives for the whole run). */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now()}-${process.pid}-${counter}@example.test`;
}

export const CONFIRM_SUBJECT = 'confirmation code';
export const RESET_SUBJECT = 'password reset code';

export const pathname = (page: Page) => new URL(page.url()).pathname;

/** A notification (antd toast) with exactly this title or description. */
export const toast = (page: Page, text: string) =>
  page.locator('.ant-notification').getByText(text, { exact: true }).first();

export interface Me {
  role: 'VISITOR' | 'USER' | 'MENTOR' | 'ADMIN';
  email: string | null;
  mentor: { status: string; isActive: boolean | null; isAdmin: boolean | null } | null;
}

/** Who the server says this browser is (its session cookie). */
export const me = (page: Page): Promise<Me> =>
  page.evaluate(async () => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { role email mentor { status isActive isAdmin } } }' }),
    });
    return ((await res.json()) as { data: { me: Me } }).data.me;
  });

/**
 * Fills the sign-up form and submits it; the confirm-code dialog is then open. `site`: another app than the run's
 * (one a test started itself, delivering to the same SMTP sink).
 */
export async function submitSignUp(
  page: Page,
  email: string,
  password: string,
  confirm = password,
  site = baseUrl,
): Promise<Locator> {
  await goto(page, `${site}/signup`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(confirm);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const dialog = confirmDialog(page);
  await dialog.waitFor();
  return dialog;
}

export const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm your account' });

/** Types the newest confirmation code mailed to `email` (since `after`) into the open dialog and confirms. */
export async function enterMailedCode(page: Page, email: string, after: number): Promise<void> {
  const mail = await waitForMail(email, { subjectIncludes: CONFIRM_SUBJECT, after });
  const dialog = confirmDialog(page);
  await dialog.getByLabel('Confirm code').fill(readCode(mail));
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
}

/**
 * Signs up through /signup, confirms with the mailed code and waits for /add-mentor: the account is then confirmed
 * and signed in (a "user": no mentor record yet).
 */
export async function signUp(page: Page, email: string, password: string, site = baseUrl): Promise<void> {
  const startedAt = Date.now();
  await submitSignUp(page, email, password, password, site);
  await enterMailedCode(page, email, startedAt);
  await page.getByText('Account Confirmed!').first().waitFor();
  await expect.poll(() => pathname(page)).toBe('/add-mentor');
}

/** Fills an email/password sign-in form (on /login, or the widget of a private route) and submits it. */
export async function submitLogin(scope: Page | Locator, email: string, password: string): Promise<void> {
  await scope.getByLabel('Email', { exact: true }).fill(email);
  await scope.getByLabel('Password', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Where a signed-in person lands until the dashboards exist: the account page (issue 7). */
export const SIGNED_IN_HOME = '/account';

/** The account page has opened (not Not Found). */
export async function expectAccountPage(page: Page): Promise<void> {
  await expect.poll(() => pathname(page)).toBe(SIGNED_IN_HOME);
  await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor();
  expect(await page.getByRole('heading', { name: 'Not Found' }).count()).toBe(0);
}

/** Signs in through /login and waits for the account page. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await goto(page, `${baseUrl}/login`);
  await submitLogin(page, email, password);
  await page.getByText('Logged In', { exact: true }).first().waitFor();
  await expectAccountPage(page);
}

/** Signs an accepted mentor (the demo admin is one) in through /login: they land on their dashboard. */
export async function logInAsMentor(page: Page, email: string, password: string, site = baseUrl): Promise<void> {
  await goto(page, `${site}/login`);
  await submitLogin(page, email, password);
  await page.getByText('Logged In', { exact: true }).first().waitFor();
  await expect.poll(() => pathname(page)).toBe('/mentor-dashboard');
  await page.getByRole('heading', { level: 1, name: /^Welcome, \S/ }).waitFor();
}

/** Picks an option of the antd select labelled `label` (typing to filter when the select is searchable). */
export async function pickOption(page: Page, label: string, option: string, search = false): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  const root = select.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  // A click on an option while the dropdown is still opening can be lost (a CI run's mentor application once stopped
  // at 'Specialization is required'): pick again until the select shows the option as its value.
  await expect(async () => {
    await select.click();
    if (search) await select.fill(option);
    await page
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
      .click({ timeout: 5_000 });
    await expect(root).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

export type MentorApplication = MentorApplicationInput;

export const sampleApplication: MentorApplication = {
  firstname: 'Chidi',
  lastname: 'Okafor',
  phone: '+234 803 555 0199',
  projects: 'https://github.com/chidi/shop\nhttps://github.com/chidi/chat\nhttps://github.com/chidi/blog',
  country: 'Nigeria',
  specialization: 'Full Stack',
  yrsOfexperience: '3 - 5yrs',
  github: 'github.com/chidi',
};

/** Fills the /add-mentor form (the page must be open) and submits it. */
export async function submitMentorApplication(
  page: Page,
  values: MentorApplication = sampleApplication,
): Promise<void> {
  await page.getByLabel('First Name', { exact: true }).fill(values.firstname);
  await page.getByLabel('Last Name', { exact: true }).fill(values.lastname);
  await page.getByLabel('Phone No', { exact: true }).fill(values.phone);
  await page.getByLabel('Project links', { exact: true }).fill(values.projects);
  await pickOption(page, 'Country', values.country, true);
  await pickOption(page, 'Specialization', values.specialization);
  await pickOption(page, 'Years of Experience', values.yrsOfexperience);
  await page.getByLabel('Github Link', { exact: true }).fill(values.github);
  await page.getByRole('button', { name: 'Submit Application' }).click();
}

/** Signs up, confirms and applies as a mentor: a mentor record under review, signed in. */
export async function signUpAsMentor(
  page: Page,
  email: string,
  password: string,
  values = sampleApplication,
  site = baseUrl,
): Promise<void> {
  await signUp(page, email, password, site);
  await submitMentorApplication(page, values);
  await page.getByText('Mentorship Account Created').waitFor();
}
