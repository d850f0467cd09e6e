import { app, baseUrl, expect, goto, test } from './support/fixtures';
import { logInAsMentor } from './support/accounts';

/**
 * A mentor's calendar feed (issue 37): the availability page shows the secret address with the calendar apps' links,
 * the address answers an iCalendar file, and "Make a new address" (after a confirm) replaces it, the old one 404.
 */
test('a mentor sees their calendar address and makes a new one', async ({ newPage }) => {
  const page = await newPage();
  await logInAsMentor(page, app.admin.email, app.admin.password);
  await goto(page, `${baseUrl}/mentor-dashboard/availability`);
  const section = page.getByTestId('calendar-feed');
  await section.getByRole('heading', { name: 'Your calendar' }).waitFor();
  const address = section.getByLabel('Your calendar address');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{65}\.ics$/);
  const first = await address.inputValue();
  await expect(section.getByRole('link', { name: 'Apple' })).toHaveAttribute(
    'href',
    first.replace(/^https?/, 'webcal'),
  );

  const feed = await page.request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await section.getByRole('button', { name: 'Make a new address' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make a new address' }).click();
  await section.getByText('A new address is ready').waitFor();
  await expect(address).not.toHaveValue(first);
  const second = await address.inputValue();
  expect((await page.request.get(first)).status()).toBe(404);
  expect((await page.request.get(second)).status()).toBe(200);
});
