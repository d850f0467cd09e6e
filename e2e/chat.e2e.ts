import type { Page } from '@playwright/test';
import { baseUrl, expect, goto, test } from './support/fixtures';
import { logInAsMentor, pathname, toast, uniqueEmail } from './support/accounts';
import { expectAccessible } from './support/browser';

/** The signed-in mentor's record id, as the server says it. */
const mentorIdOf = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ me { mentor { id } } }' }),
    });
    return ((await res.json()) as { data: { me: { mentor: { id: string } } } }).data.me.mentor.id;
  });

async function helpUsReachYou(page: Page, name: string): Promise<void> {
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Help us reach you' }) });
  await form.waitFor();
  await form.getByLabel('Email').fill(uniqueEmail('visitor'));
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Phone').fill('+234 803 000 1111');
  await form.getByRole('button', { name: "Let's Chat" }).click();
}

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });

async function send(page: Page, text: string): Promise<void> {
  const box = page.getByLabel('Message', { exact: true });
  await box.fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect.poll(() => box.inputValue()).toBe('');
}

test.describe('visitor chat', () => {
  test('a visitor and a mentor talk live; the unread count rises and clears; another visitor cannot open the chat', async ({
    newPage,
    app,
  }) => {
    const { email, password } = app.admin;
    const mentor = await newPage();
    await logInAsMentor(mentor, email, password);
    const mentorId = await mentorIdOf(mentor);
    await goto(mentor, `${baseUrl}/mentor-dashboard/chat`);
    await mentor.getByText('No selected chat', { exact: true }).waitFor();
    await mentor.getByRole('heading', { name: 'Chats', level: 1 }).waitFor();
    await mentor.waitForTimeout(1_500);

    // The visitor comes from the profile's 'Send Message' link.
    const visitor = await newPage();
    await goto(visitor, `${baseUrl}/chat?mentor=${mentorId}`);
    await visitor.getByRole('link', { name: '← Back' }).waitFor();
    // The site's top navigation and footer are hidden on chat paths.
    expect(await visitor.getByRole('contentinfo').count()).toBe(0);
    const visitorName = `Ada ${Date.now()}`;
    await helpUsReachYou(visitor, visitorName);
    await expect.poll(() => pathname(visitor)).toMatch(/^\/chat\/[0-9a-f-]{36}$/);
    const chatPath = pathname(visitor);
    await messages(visitor).waitFor();
    // Text only: markup is shown as typed, never run.
    await send(visitor, 'Hello <b>mentor</b>, can you teach me React?');
    await messages(visitor).getByText('Hello <b>mentor</b>, can you teach me React?', { exact: true }).waitFor();

    // The mentor's list shows the new chat with one unread message, live.
    const item = mentor.getByRole('link', { name: new RegExp(visitorName) });
    await item.waitFor();
    await item.getByLabel('1 unread').waitFor();

    await item.click();
    await expect.poll(() => pathname(mentor)).toBe(`/mentor-dashboard${chatPath}`);
    await messages(mentor).getByText('Hello <b>mentor</b>, can you teach me React?', { exact: true }).waitFor();
    await mentor.getByRole('heading', { name: visitorName }).waitFor();
    await expect.poll(() => item.getByLabel(/unread/).count()).toBe(0);

    await send(mentor, 'Yes, gladly. When are you free?');
    await messages(visitor).getByText('Yes, gladly. When are you free?', { exact: true }).waitFor();
    await send(visitor, 'Saturday morning');
    await messages(mentor).getByText('Saturday morning', { exact: true }).waitFor();
    // Each message once, ascending.
    expect(await messages(visitor).getByRole('listitem').allTextContents()).toEqual([
      expect.stringContaining('Hello <b>mentor</b>'),
      expect.stringContaining('Yes, gladly.'),
      expect.stringContaining('Saturday morning'),
    ]);
    // Opened again, the server draws the page as a new visitor sees it; this browser keeps the visitor, so the app
    // draws their chat over it at once, with no touch.
    await visitor.goto(`${baseUrl}${chatPath}`);
    await messages(visitor).getByText('Saturday morning', { exact: true }).waitFor();
    expect(await visitor.locator('html[data-hydrate="on-touch"]').count()).toBe(0);
    expect(await visitor.getByRole('heading', { name: 'Help us reach you' }).count()).toBe(0);

    // The mentor leaves the chat; the visitor writes again: the count rises, and clears when the chat is opened.
    await mentor.getByRole('link', { name: '← Dashboard' }).waitFor();
    await goto(mentor, `${baseUrl}/mentor-dashboard/chat`);
    await mentor.getByText('No selected chat', { exact: true }).waitFor();
    await item.waitFor();
    // A subscription has no acknowledgement: the list's starts a moment after the list loads (the page reloads the
    // list once then as well). Then what the visitor writes reaches it live.
    await mentor.waitForTimeout(1_500);
    await send(visitor, 'Are you still there?');
    await item.getByLabel('1 unread').waitFor();
    await item.click();
    await messages(mentor).getByText('Are you still there?', { exact: true }).waitFor();
    await expect.poll(() => item.getByLabel(/unread/).count()).toBe(0);
    await expectAccessible(mentor);

    // Another visitor (another browser) opening the first chat's address.
    const stranger = await newPage();
    await goto(stranger, `${baseUrl}${chatPath}`);
    await helpUsReachYou(stranger, 'Tola Stranger');
    await toast(stranger, 'Chat does not exist').waitFor();
    await expect.poll(() => pathname(stranger)).toBe('/chat');
    expect(await stranger.getByText('Hello <b>mentor</b>', { exact: false }).count()).toBe(0);
    await expectAccessible(visitor);
  });
});
