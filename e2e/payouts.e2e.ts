import { baseUrl, expect, goto, test } from './support/fixtures';
import { logInAsMentor } from './support/accounts';
import { expectAccessible } from './support/browser';

// Payouts and refunds in the built-in sandbox (issue 23): the mentor's bank account form, the admin's pages.
test.describe('payouts and refunds', () => {
  test('a mentor adds a bank account: the bank names it, the mentor confirms, it is shown masked', async ({
    page,
    app,
  }) => {
    const { email, password } = app.admin;
    await logInAsMentor(page, email, password);
    await goto(page, `${baseUrl}/mentor-dashboard/payout-account`);
    await page.getByRole('heading', { level: 1, name: 'Payout account' }).waitFor();
    await page.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
    await page.getByLabel('Account number').fill('0123 456 789');
    await page.getByRole('button', { name: 'Check account' }).click();
    const confirm = page.getByRole('group', { name: 'Confirm the account' });
    await expect(confirm).toContainText('SANDBOX TEST ACCOUNT 6789');
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Yes, pay me into this account' }).click();
    await page.getByText('Your payout account is saved').waitFor();
    const saved = page.getByLabel('Saved account');
    await expect(saved).toContainText('******6789');
    await expect(saved).toContainText('Guaranty Trust Bank');
    await expect(page.getByText('0123456789')).toHaveCount(0);
  });

  test('the admin opens payouts (gathering, with the sandbox note) and refunds, accessibly', async ({ page, app }) => {
    const { email, password } = app.admin;
    await logInAsMentor(page, email, password);
    await goto(page, `${baseUrl}/admin-dashboard/payouts`);
    await page.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
    await page.getByText('no money moves').waitFor();
    await page.getByRole('button', { name: 'Gather payouts now' }).click();
    await page
      .getByText(/Batch gathered|Nobody has the minimum/)
      .first()
      .waitFor();
    await expectAccessible(page);
    await goto(page, `${baseUrl}/admin-dashboard/refunds`);
    await page.getByRole('heading', { level: 1, name: 'Refunds' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Received payments' }).waitFor();
    await page.locator('.ant-table-tbody').first().waitFor();
    await expectAccessible(page);
  });
});
