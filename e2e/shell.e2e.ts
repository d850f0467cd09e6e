import { baseUrl, expect, goto, test } from './support/fixtures';
import { expectAccessible } from './support/browser';
import { logInAsMentor } from './support/accounts';

test.describe('the shell', () => {
  test('shows the navigation and footer on public pages, with the product name as the home title', async ({ page }) => {
    await goto(page, `${baseUrl}/`);
    await expect.poll(() => page.title()).toBe('Eazy2con');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of [
      'Home',
      'Kid Tech',
      'Kids Weekend Camp',
      'Pricing',
      'Blog',
      'Apply as a Mentor',
      'Book a mentor',
    ]) {
      await nav.getByRole('link', { name: label, exact: true }).waitFor({ state: 'visible' });
    }
    const footer = page.getByTestId('footer');
    await footer.getByRole('heading', { name: 'Quick Links' }).waitFor();
    for (const label of ['Courses', 'Pricing', 'Book-mentor', 'Contact-us']) {
      expect(await footer.getByRole('link', { name: label, exact: true }).count(), label).toBe(1);
    }
    await footer.getByText('Lagos').first().waitFor();
    await expectAccessible(page);
  });

  test("keeps Better Auth's client out of the first load until a form is sent, and touches the session with a plain request", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const touched = page.waitForRequest(
      (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/auth/get-session',
    );
    await goto(page, `${baseUrl}/`);
    // By then the entry, its preloads and the home page's chunk have loaded, and the shell has checked the session.
    await page.getByTestId('course-card').first().waitFor();
    await touched;
    // Vite names the chunk after its module (apps/web/src/features/accounts/auth-client.ts).
    const authClientChunk = (path: string) => /\/assets\/auth-client-[\w-]+\.js$/.test(path);
    expect(scripts.filter(authClientChunk)).toEqual([]);
    // Not even the sign-in page loads it until its form is sent.
    await goto(page, `${baseUrl}/login`);
    await page.getByLabel('Email').waitFor();
    expect(scripts.filter(authClientChunk)).toEqual([]);
    await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    const signIn = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/sign-in/email');
    await page.getByRole('button', { name: 'Login' }).click();
    await signIn;
    expect(scripts.filter(authClientChunk)).toHaveLength(1);
  });

  test('fixes the bar with a shadow once scrolled', async ({ page }) => {
    await goto(page, `${baseUrl}/featured-courses`);
    await page.getByTestId('course-card').first().waitFor();
    const nav = page.getByTestId('topnav');
    expect(await nav.getAttribute('class')).not.toContain('topnav--fixed');
    await expectAccessible(page);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => nav.getAttribute('class')).toContain('topnav--fixed');
    await expectAccessible(page);
  });

  test('shows Not Found for an unknown path, drawn by the server with status 404', async ({ page }) => {
    // Drawn before any script: link checkers and search engines read it as it is.
    const served = await fetch(`${baseUrl}/this/does/not-exist`);
    expect(served.status).toBe(404);
    expect(await served.text()).toContain('>Not Found</h1>');
    const response = await goto(page, `${baseUrl}/this/does/not-exist`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
    await page.getByTestId('topnav').waitFor();
    await expectAccessible(page);
  });

  test('hides the navigation and footer in the mentor, chat and admin areas', async ({ page, app }) => {
    // The mentor and admin areas send a visitor to /login: look at them as the demo admin (an accepted mentor).
    const { email, password } = app.admin;
    await logInAsMentor(page, email, password);
    expect(await page.getByTestId('topnav').count()).toBe(0);
    expect(await page.getByTestId('footer').count()).toBe(0);
    // /chat/{id} is the visitor chat (issue 12): an unknown page under /chat is two levels down.
    for (const path of ['/mentor-dashboard/unknown', '/chat/unknown/page', '/admin-dashboard/unknown']) {
      await goto(page, `${baseUrl}${path}`);
      await page.getByRole('heading', { name: 'Not Found' }).waitFor();
      expect(await page.getByTestId('topnav').count(), path).toBe(0);
      expect(await page.getByTestId('footer').count(), path).toBe(0);
      await expectAccessible(page);
    }
    await goto(page, `${baseUrl}/edit-profile/unknown`);
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
    expect(await page.getByTestId('topnav').count()).toBe(1);
    expect(await page.getByTestId('footer').count()).toBe(0);
    await expectAccessible(page);
  });

  test('opens a drawer with the same items on a phone', async ({ newPage }) => {
    const page = await newPage({ width: 390, height: 800 });
    await goto(page, `${baseUrl}/`);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await drawer.getByRole('link', { name: 'Pricing' }).waitFor();
    await expectAccessible(page);
    await drawer.getByRole('link', { name: 'Kid Tech' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/kid-tech');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expectAccessible(page);
  });

  test('scrolls to the top on every navigation', async ({ newPage }) => {
    const page = await newPage({ width: 1280, height: 600 });
    await goto(page, `${baseUrl}/featured-courses`);
    await page.getByTestId('course-card').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expectAccessible(page);
    await page.getByTestId('footer').getByRole('link', { name: 'Pricing' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectAccessible(page);
  });
});
