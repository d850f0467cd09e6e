import type { Locator, Page } from '@playwright/test';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { watDate } from '@eazy2con/shared/wat-time';
import { app, baseUrl, expect, goto, test } from './support/fixtures';
import { logInAsMentor, uniqueEmail } from './support/accounts';
import { expectAccessible } from './support/browser';

// Issue 20 §9: at 1366 px (a common office laptop) the admin tables pushed Status, Payment and Actions off screen
// and carried up to seven buttons a row. Issue 20 §3: a cancelled booking must read as cancelled there.
const LAPTOP = { width: 1366, height: 768 };

interface Created {
  id: string;
  accessToken: string;
}

/** A mentor booking made as a visitor's browser makes it (the page's own GraphQL endpoint). */
async function bookMentor(page: Page, fullName: string, email: string): Promise<Created> {
  const input = {
    audience: 'adult',
    fullName,
    phone: '+234 803 000 1111',
    email,
    type: 'Personal',
    course: 'React',
    startEndDate: { start: addDays(watDate(), 1), end: addDays(watDate(), 180) },
  };
  return page.evaluate(
    async (variables) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation ($input: CreateBookAmentorInput!) { createBookAmentor(input: $input) { id accessToken } }',
          variables,
        }),
      });
      const body = (await res.json()) as { data?: { createBookAmentor: Created }; errors?: unknown };
      if (!body.data) throw new Error(JSON.stringify(body.errors));
      return body.data.createBookAmentor;
    },
    { input },
  );
}

async function cancelBooking(page: Page, booking: Created): Promise<void> {
  await page.evaluate(async ({ id, accessToken }) => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation ($id: ID!, $token: String!) {
          cancelBooking(bookingId: $id, kind: MENTOR, token: $token) { cancelledAt }
        }`,
        variables: { id, token: accessToken },
      }),
    });
    const body = (await res.json()) as { data?: unknown; errors?: unknown };
    if (!body.data) throw new Error(JSON.stringify(body.errors));
  }, booking);
}

/** Where a header or a cell is, horizontally, on the page as drawn. */
async function expectOnScreen(target: Locator, what: string) {
  const box = await target.boundingBox();
  expect(box, what).not.toBeNull();
  // eslint-disable-next-line no-restricted-syntax -- a box pushed off the left edge has a negative x
  expect(box!.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on screen`).toBeLessThanOrEqual(LAPTOP.width);
}

test.describe('the admin tables at 1366 px', () => {
  test('show Status, Payment and one Actions menu per row on screen; a cancelled booking reads Cancelled', async ({
    newPage,
  }) => {
    const visitor = await newPage();
    await goto(visitor, `${baseUrl}/`);
    const stem = uniqueEmail('admin-table').replace(/@.*/, '');
    const standing = await bookMentor(visitor, 'Oluwaseun Adeyemi-Bankole', `${stem}-kept@example.com`);
    const cancelled = await bookMentor(visitor, 'Chukwuemeka Nwachukwu', `${stem}-cancelled@example.com`);
    await cancelBooking(visitor, cancelled);
    expect(standing.id).not.toBe(cancelled.id);

    const admin = await newPage(LAPTOP);
    await logInAsMentor(admin, app.admin.email, app.admin.password);
    await goto(admin, `${baseUrl}/admin-dashboard/mentees-application`);
    await admin.getByRole('heading', { level: 1, name: 'Mentor bookings' }).waitFor();
    await admin.getByRole('searchbox').fill(stem);
    const rows = admin.locator('tr.admin-table__row');
    await expect.poll(() => rows.count()).toBe(2);

    const table = admin.getByRole('table');
    for (const header of ['Status', 'Payment', 'Actions']) {
      await expectOnScreen(table.getByRole('columnheader', { name: header, exact: true }), `the ${header} header`);
    }
    const kept = rows.filter({ hasText: 'Oluwaseun Adeyemi-Bankole' });
    await expectOnScreen(kept.getByText('Not Paid'), 'the Payment cell');
    await expectOnScreen(kept.getByText('Not Started'), 'the Status cell');
    // One button a row: the menu.
    expect(await kept.getByRole('button').count()).toBe(1);
    const menuButton = kept.getByRole('button', { name: 'Actions for Oluwaseun Adeyemi-Bankole' });
    await expectOnScreen(menuButton, 'the Actions menu');
    await menuButton.click();
    // The row's menu (the side navigation is a menu too).
    const rowMenu = () =>
      admin.getByRole('menu').filter({ has: admin.getByRole('menuitem', { name: 'View details' }) });
    const menu = rowMenu();
    await menu.getByRole('menuitem', { name: 'Mark as done' }).waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'View details',
      'Mark as in progress',
      'Mark as paused',
      'Mark as done',
      'Send mail',
      'Delete',
    ]);
    await expectAccessible(admin);
    await admin.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // The cancelled one: 'Cancelled' in Status, and nothing left to run on it.
    const gone = rows.filter({ hasText: 'Chukwuemeka Nwachukwu' });
    await expectOnScreen(gone.getByText('Cancelled', { exact: true }), 'the cancelled Status');
    await gone.getByRole('button', { name: 'Actions for Chukwuemeka Nwachukwu' }).click();
    const cancelledMenu = rowMenu();
    await cancelledMenu.getByRole('menuitem', { name: 'Send mail' }).waitFor();
    expect(await cancelledMenu.getByRole('menuitem').allTextContents()).toEqual([
      'View details',
      'Send mail',
      'Delete',
    ]);
  });

  test('keep the kids list Status, Payment and Actions on screen too', async ({ newPage }) => {
    const admin = await newPage(LAPTOP);
    await logInAsMentor(admin, app.admin.email, app.admin.password);
    await goto(admin, `${baseUrl}/admin-dashboard/kid-mentees-application`);
    await admin.getByRole('heading', { level: 1, name: 'Kids bookings' }).waitFor();
    const table = admin.getByRole('table');
    for (const header of ['Status', 'Payment', 'Actions']) {
      await expectOnScreen(table.getByRole('columnheader', { name: header, exact: true }), `the ${header} header`);
    }
  });
});
