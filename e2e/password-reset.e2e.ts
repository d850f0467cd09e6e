import { baseUrl, expect, goto, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { logIn, pathname, RESET_SUBJECT, signUp, submitLogin, toast, uniqueEmail } from './support/accounts';
import { expectAccessible } from './support/browser';
import { allMail, readCode, waitForMail } from './support/mail';

const OLD_PASSWORD = 'first-password-1';
const NEW_PASSWORD = 'second-password-2';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const change = (page: Page) => page.getByRole('button', { name: 'Change Password' });

/** Opens /forgot_password and gets past the email step. */
async function requestCode(page: Page, email: string) {
  await goto(page, `${baseUrl}/forgot_password`);
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText(`If ${email} has an account, a 6-digit code is on its way.`).waitFor();
}

test.describe('/forgot_password', () => {
  test("changes the password with the mailed code, with the spec's messages on the way", async ({ newPage }) => {
    const email = uniqueEmail('reset');
    await signUp(await newPage(), email, OLD_PASSWORD);

    const page = await newPage();
    await goto(page, `${baseUrl}/forgot_password`);
    await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
    expect(await page.getByRole('link', { name: 'Back to Login?' }).getAttribute('href')).toBe('/login');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Email is required', { exact: true }).waitFor();

    const requestedAt = Date.now();
    await requestCode(page, email);
    await expectAccessible(page);

    // Errors show once a field is touched: typing then clearing the code, with the other fields still quiet.
    await field(page, 'Code').fill('1');
    await field(page, 'Code').fill('');
    await page.getByText('Code is required', { exact: true }).waitFor();
    expect(await page.getByText('Password is required', { exact: true }).count()).toBe(0);

    await change(page).click();
    await page.getByText('Password is required', { exact: true }).waitFor();
    await page.getByText('Please confirm Password', { exact: true }).waitFor();

    await field(page, 'New Password').fill(NEW_PASSWORD);
    await field(page, 'Confirm Password').fill(`${NEW_PASSWORD}x`);
    await page.getByText('Passwords must match', { exact: true }).waitFor();

    // Show/hide toggles on both password fields.
    const newPassword = field(page, 'New Password');
    const item = page.locator('.field').filter({ has: newPassword });
    expect(await newPassword.getAttribute('type')).toBe('password');
    await item.getByRole('button', { name: 'Show' }).click();
    expect(await newPassword.getAttribute('type')).toBe('text');
    await item.getByRole('button', { name: 'Hide' }).click();
    expect(await newPassword.getAttribute('type')).toBe('password');
    const confirmItem = page.locator('.field').filter({ has: field(page, 'Confirm Password') });
    await confirmItem.getByRole('button', { name: 'Show' }).click();
    expect(await field(page, 'Confirm Password').getAttribute('type')).toBe('text');

    const mail = await waitForMail(email, { subjectIncludes: RESET_SUBJECT, after: requestedAt });
    await field(page, 'Code').fill(readCode(mail));
    await field(page, 'Confirm Password').fill(NEW_PASSWORD);
    await change(page).click();
    await toast(page, 'Password Changed!').waitFor();
    await expect.poll(() => pathname(page)).toBe('/login');

    await submitLogin(page, email, OLD_PASSWORD);
    await toast(page, 'Invalid email or password').waitFor();
    await logIn(page, email, NEW_PASSWORD);
  });

  test("shows the provider's message for a wrong code", async ({ newPage }) => {
    const email = uniqueEmail('reset-wrong');
    await signUp(await newPage(), email, OLD_PASSWORD);
    const page = await newPage();
    const requestedAt = Date.now();
    await requestCode(page, email);
    const code = readCode(await waitForMail(email, { subjectIncludes: RESET_SUBJECT, after: requestedAt }));
    await field(page, 'Code').fill(code === '000000' ? '111111' : '000000');
    await field(page, 'New Password').fill(NEW_PASSWORD);
    await field(page, 'Confirm Password').fill(NEW_PASSWORD);
    await change(page).click();
    await toast(page, 'That code is not right. Check the code in your mail and try again.').waitFor();
    expect(pathname(page)).toBe('/forgot_password');
  });

  test('answers an unknown email exactly like a known one, and mails nothing', async ({ page }) => {
    const email = uniqueEmail('nobody');
    await requestCode(page, email);
    await field(page, 'Code').waitFor();
    // The sink gets a known account's code within a second or two; give an unknown one more than that.
    await page.waitForTimeout(3000);
    expect((await allMail()).filter((m) => m.to.includes(email))).toEqual([]);
  });
});
