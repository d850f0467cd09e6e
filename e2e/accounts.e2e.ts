import { baseUrl, expect, goto, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import {
  CONFIRM_SUBJECT,
  confirmDialog,
  enterMailedCode,
  expectAccountPage,
  logIn,
  logInAsMentor,
  me,
  pathname,
  sampleApplication,
  signUp,
  submitLogin,
  submitMentorApplication,
  submitSignUp,
  toast,
  uniqueEmail,
} from './support/accounts';
import { expectAccessible } from './support/browser';
import { readCode, waitForMail } from './support/mail';

const PASSWORD = 'correct-horse-42';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A different 6-digit code than the real one. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test.describe('/signup', () => {
  test("shows the spec's messages for empty fields and mismatched passwords", async ({ page }) => {
    await goto(page, `${baseUrl}/signup`);
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await expect.poll(() => page.title()).toBe('Sign Up | Eazy2con');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    for (const message of ['Email is required', 'Password is required', 'Please confirm Password']) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('mismatch'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(`${PASSWORD}-typo`);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await page.getByText('Passwords must match', { exact: true }).waitFor();
    expect(await confirmDialog(page).count()).toBe(0);
    await expectAccessible(page);
  });

  test('confirms with the code from the mail (after a wrong code and a resend), then applies as a mentor', async ({
    page,
  }) => {
    const email = uniqueEmail('mentor');
    const startedAt = Date.now();
    const dialog = await submitSignUp(page, email, PASSWORD);
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await dialog.getByText('Code is required', { exact: true }).waitFor();

    const first = await waitForMail(email, { subjectIncludes: CONFIRM_SUBJECT, after: startedAt });
    const firstCode = readCode(first);
    expect(first.subject).not.toContain(firstCode);
    expect(first.html).toContain(firstCode);
    await dialog.getByLabel('Confirm code').fill(wrongCode(firstCode));
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
    await toast(page, 'That code is not right. Check the code in your mail and try again.').waitFor();
    expect(pathname(page)).toBe('/signup');

    await dialog.getByRole('button', { name: 'Send me a new code' }).click();
    await toast(page, 'Confirm message sent!').waitFor();
    await page.getByText('Check you mail for a message to confirm your account', { exact: true }).waitFor();
    // Within a minute of the last code mail nothing new is sent and the mailed code stands (decision 0038).

    await enterMailedCode(page, email, startedAt);
    await toast(page, 'Account Confirmed!').waitFor();
    await expect.poll(() => pathname(page)).toBe('/add-mentor');
    expect(await me(page)).toMatchObject({ role: 'USER', email, mentor: null });

    await page.getByRole('heading', { level: 1, name: 'Apply as a Mentor' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    for (const message of [
      'First Name is required',
      'Last Name is required',
      'Phone No is required',
      'Project links are required',
      'Country is required',
      'Specialization is required',
      'Github Link is required',
      'Years of Experience is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await submitMentorApplication(page, sampleApplication);
    await page.getByText('Mentorship Account Created').waitFor();
    await toast(page, 'Mentor Created').waitFor();
    await page.getByText('Your application is under review. We will notify you by email if it is accepted.').waitFor();
    expect(await page.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/account');
    expect(await me(page)).toMatchObject({
      role: 'USER',
      mentor: { status: 'REVIEW', isActive: false, isAdmin: false },
    });
    await expectAccessible(page);
    // The account page says where the application stands.
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expectAccountPage(page);
    await page.getByTestId('application-status').getByText('Your account is in review').waitFor();
    await expectAccessible(page);

    // One application per account: coming back shows the application, not a second form.
    await goto(page, `${baseUrl}/add-mentor`);
    await page.getByText('You have already applied as a mentor').waitFor();
    expect(await page.getByRole('button', { name: 'Submit Application' }).count()).toBe(0);
  });

  test('sends a signed-out visitor from /add-mentor to /signup', async ({ page }) => {
    // The server answers with the redirect: no empty page waits for a touch to send them on.
    const served = await fetch(`${baseUrl}/add-mentor`, { redirect: 'manual' });
    expect(served.status).toBe(302);
    expect(served.headers.get('location')).toBe('/signup');
    await goto(page, `${baseUrl}/add-mentor`);
    await expect.poll(() => pathname(page)).toBe('/signup');
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
  });
});

test.describe('/login', () => {
  test("shows the spec's messages and the provider's error for a wrong password", async ({ page, app }) => {
    await goto(page, `${baseUrl}/login`);
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Email is required', { exact: true }).waitFor();
    await page.getByText('Password is required', { exact: true }).waitFor();

    await submitLogin(page, app.admin.email, 'not-the-password');
    await toast(page, 'Invalid email or password').waitFor();
    expect(pathname(page)).toBe('/login');
    expect(await page.getByRole('link', { name: 'Forgot Password?' }).getAttribute('href')).toBe('/forgot_password');
    expect(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
  });

  test('signs in to the account page, not Not Found; signed in, the account pages send there and the nav changes', async ({
    newPage,
  }) => {
    const email = uniqueEmail('login');
    await signUp(await newPage(), email, PASSWORD);

    const page = await newPage();
    await logIn(page, email, PASSWORD);
    await toast(page, 'You are now logged in successfully!').waitFor();
    // Where the person stands: their e-mail, no application yet (with the way to apply), and Logout.
    await page.getByTestId('account-email').getByText(email, { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: 'apply to become a mentor' }).getAttribute('href')).toBe('/add-mentor');
    expect(await page.getByRole('main').getByRole('link', { name: 'Logout', exact: true }).getAttribute('href')).toBe(
      '/logout',
    );
    await expectAccessible(page);

    for (const path of ['/login', '/signup', '/forgot_password']) {
      await goto(page, `${baseUrl}${path}`);
      await expect.poll(() => pathname(page), { message: path }).toBe('/account');
      await toast(page, 'You are already logged in.').waitFor();
    }
    await goto(page, `${baseUrl}/home`);
    await expectAccountPage(page);

    await goto(page, `${baseUrl}/`);
    expect(await mainNav(page).getByRole('link', { name: 'Dashboard', exact: true }).getAttribute('href')).toBe(
      '/account',
    );
    expect(await mainNav(page).getByRole('link', { name: 'Logout', exact: true }).getAttribute('href')).toBe('/logout');
    expect(await mainNav(page).getByRole('link', { name: 'Apply as a Mentor' }).count()).toBe(0);
    expect(await mainNav(page).getByRole('link', { name: 'Book a mentor' }).count()).toBe(0);
  });

  test('opens the confirm dialog for an unconfirmed account, and the mailed code confirms', async ({ newPage }) => {
    const email = uniqueEmail('unconfirmed');
    const signUpAt = Date.now();
    await submitSignUp(await newPage(), email, PASSWORD);
    await waitForMail(email, { subjectIncludes: CONFIRM_SUBJECT });

    const page = await newPage();
    await goto(page, `${baseUrl}/login`);
    await submitLogin(page, email, PASSWORD);
    await confirmDialog(page).waitFor();
    // Within a minute of the sign-up's code no new one is mailed; that code stands (decision 0038).
    await enterMailedCode(page, email, signUpAt);
    await toast(page, 'Account Confirmed!').waitFor();
    await toast(page, 'Logged In').waitFor();
    await expectAccountPage(page);
    expect(await me(page)).toMatchObject({ role: 'USER', email });
  });

  test('lets the demo admin sign in', async ({ page, app }) => {
    const { email, password } = app.admin;
    // An accepted mentor (the demo admin is one) lands on the mentor dashboard; the account page opens it too.
    await logInAsMentor(page, email, password);
    expect(await me(page)).toMatchObject({ role: 'ADMIN', email, mentor: { status: 'ACCEPTED', isAdmin: true } });
    await goto(page, `${baseUrl}/account`);
    await page.getByText('You are an admin. The admin dashboard is coming soon', { exact: false }).waitFor();
    await goto(page, `${baseUrl}/admin`);
    await expectAccountPage(page);
  });
});

test.describe('private routes', () => {
  test('show the sign-in widget when signed out; signing in there continues to the page asked for', async ({
    newPage,
  }) => {
    const email = uniqueEmail('private');
    await signUp(await newPage(), email, PASSWORD);

    const page = await newPage();
    for (const path of ['/admin', '/home']) {
      await goto(page, `${baseUrl}${path}`);
      await page.getByRole('heading', { level: 1, name: 'Sign in to your account using email' }).waitFor();
      expect(pathname(page)).toBe(path);
      await expectAccessible(page);
    }
    await submitLogin(page, email, PASSWORD);
    await toast(page, 'Logged In').waitFor();
    await expectAccountPage(page);
  });
});

test.describe('/logout', () => {
  test("signs out with 'Logged Out!', lands on / and shows the signed-out navigation again", async ({ page }) => {
    await signUp(page, uniqueEmail('logout'), PASSWORD);
    await goto(page, `${baseUrl}/`);
    await mainNav(page).getByRole('link', { name: 'Logout', exact: true }).click();
    await toast(page, 'Logged Out!').waitFor();
    await page.getByText('You have been logged out successfully.', { exact: true }).waitFor();
    expect(pathname(page)).toBe('/');
    await mainNav(page).getByRole('link', { name: 'Apply as a Mentor' }).waitFor();
    await mainNav(page).getByRole('link', { name: 'Book a mentor' }).waitFor();
    expect(await mainNav(page).getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(0);
    expect(await mainNav(page).getByRole('link', { name: 'Logout', exact: true }).count()).toBe(0);
    expect(await me(page)).toMatchObject({ role: 'VISITOR', email: null });
    await expectAccessible(page);

    await goto(page, `${baseUrl}/home`);
    await page.getByRole('heading', { level: 1, name: 'Sign in to your account using email' }).waitFor();
  });
});
