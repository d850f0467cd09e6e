import { baseUrl, expect, goto, test } from './support/fixtures';
import { logInAsMentor, pathname } from './support/accounts';
import { expectAccessible } from './support/browser';

test.describe('/mentor-dashboard', () => {
  test('sends a visitor to /login', async ({ page }) => {
    await goto(page, `${baseUrl}/mentor-dashboard`);
    await expect.poll(() => pathname(page)).toBe('/login');
  });

  test("is where an accepted mentor lands, with the server's figures and the shell menu; the account page opens it too", async ({
    page,
    app,
  }) => {
    const { email, password } = app.admin;
    await logInAsMentor(page, email, password);
    await goto(page, `${baseUrl}/account`);
    await page.getByRole('link', { name: 'Open your mentor dashboard' }).click();
    await expect.poll(() => pathname(page)).toBe('/mentor-dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome, \S/ }).waitFor();
    await page.getByTestId('stat-tile').first().waitFor();
    expect(await page.getByTestId('stat-tile').allTextContents()).toHaveLength(3);
    // The earnings, summed by the server from its ledger (issue 23): pending, available and paid out.
    await page.getByTestId('earnings-figure').first().waitFor();
    expect(await page.getByTestId('earnings-figure').allTextContents()).toHaveLength(3);
    const menu = page.getByRole('navigation', { name: 'Mentor menu' });
    expect(await menu.getByRole('link').allTextContents()).toEqual([
      'View Profile',
      'Edit Profile',
      'Sessions',
      'Availability',
      'Children I teach',
      'Payout account',
      'Go to Admin',
      'Back to Site',
      'Logout',
    ]);
    // The mentor area hides the site's top navigation and footer.
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await expectAccessible(page);
  });
});
