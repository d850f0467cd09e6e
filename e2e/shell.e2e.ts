import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectAccessible, openBrowser, type BrowserSession } from './support/browser';
import { logInAsMentor } from './support/accounts';

const baseUrl = inject('baseUrl');
let session: BrowserSession;

beforeAll(async () => {
  session = await openBrowser();
});
afterAll(() => session?.close());

describe('the shell', () => {
  it('shows the navigation and footer on public pages, with the product name as the home title', async () => {
    const page = await session.newPage();
    await page.goto(`${baseUrl}/`);
    await expect.poll(() => page.title()).toBe('Eazy2con');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Kid Tech', 'Kids Weekend Camp', 'Pricing', 'Blog', 'Apply as a Mentor', 'Book a mentor']) {
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

  it("keeps Better Auth's client out of the first load until a form is sent, and touches the session with a plain request", async () => {
    const page = await session.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const touched = page.waitForRequest(
      (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/api/auth/get-session',
    );
    await page.goto(`${baseUrl}/`);
    // By then the entry, its preloads and the home page's chunk have loaded, and the shell has checked the session.
    await page.getByTestId('course-card').first().waitFor();
    await touched;
    // Vite names the chunk after its module (apps/web/src/features/accounts/auth-client.ts).
    const authClientChunk = (path: string) => /\/assets\/auth-client-[\w-]+\.js$/.test(path);
    expect(scripts.filter(authClientChunk)).toEqual([]);
    // Not even the sign-in page loads it until its form is sent.
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').waitFor();
    expect(scripts.filter(authClientChunk)).toEqual([]);
    await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    const signIn = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/sign-in/email');
    await page.getByRole('button', { name: 'Login' }).click();
    await signIn;
    expect(scripts.filter(authClientChunk)).toHaveLength(1);
  });

  it('fixes the bar with a shadow once scrolled', async () => {
    const page = await session.newPage();
    await page.goto(`${baseUrl}/featured-courses`);
    await page.getByTestId('course-card').first().waitFor();
    const nav = page.getByTestId('topnav');
    expect(await nav.getAttribute('class')).not.toContain('topnav--fixed');
    await expectAccessible(page);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => nav.getAttribute('class')).toContain('topnav--fixed');
    await expectAccessible(page);
  });

  it('shows Not Found for an unknown path, served by the app itself', async () => {
    const page = await session.newPage();
    const response = await page.goto(`${baseUrl}/this/does/not-exist`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
    await page.getByTestId('topnav').waitFor();
    await expectAccessible(page);
  });

  it('hides the navigation and footer in the mentor, chat and admin areas', async () => {
    const page = await session.newPage();
    // The mentor and admin areas send a visitor to /login: look at them as the demo admin (an accepted mentor).
    const { email, password } = inject('admin');
    await logInAsMentor(page, email, password);
    expect(await page.getByTestId('topnav').count()).toBe(0);
    expect(await page.getByTestId('footer').count()).toBe(0);
    // /chat/{id} is the visitor chat (issue 12): an unknown page under /chat is two levels down.
    for (const path of ['/mentor-dashboard/unknown', '/chat/unknown/page', '/admin-dashboard/unknown']) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { name: 'Not Found' }).waitFor();
      expect(await page.getByTestId('topnav').count(), path).toBe(0);
      expect(await page.getByTestId('footer').count(), path).toBe(0);
      await expectAccessible(page);
    }
    await page.goto(`${baseUrl}/edit-profile/unknown`);
    await page.getByRole('heading', { name: 'Not Found' }).waitFor();
    expect(await page.getByTestId('topnav').count()).toBe(1);
    expect(await page.getByTestId('footer').count()).toBe(0);
    await expectAccessible(page);
  });

  it('opens a drawer with the same items on a phone', async () => {
    const page = await session.newPage({ width: 390, height: 800 });
    await page.goto(`${baseUrl}/`);
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

  it('scrolls to the top on every navigation', async () => {
    const page = await session.newPage({ width: 1280, height: 600 });
    await page.goto(`${baseUrl}/featured-courses`);
    await page.getByTestId('course-card').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expectAccessible(page);
    await page.getByTestId('footer').getByRole('link', { name: 'Pricing' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectAccessible(page);
  });
});
