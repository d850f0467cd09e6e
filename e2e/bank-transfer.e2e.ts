import { baseUrl, expect, goto, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { watDate } from '@eazy2con/shared/wat-time';
import { expectAccessible } from './support/browser';
import { bookingTimes, chooseFreeTimes, chooseMentor, DEMO_MENTOR } from './support/sessions';

// Issue 23, with no payment keys: a mentor plan booked, Pay Later, the invoice's own sandbox bank account, a
// simulated transfer of the exact amount, and the invoice turns Paid with no admin step, on any device.

const path = (page: Page) => new URL(page.url()).pathname;

async function bookPersonalPlan(page: Page, email: string): Promise<void> {
  await goto(page, `${baseUrl}/book-mentor`);
  await page.getByLabel('Full name').fill('Ife Balogun');
  await page.getByLabel('Phone', { exact: true }).fill('+234 803 000 1111');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Course', { exact: true }).selectOption('React');
  await page.getByLabel('Start date').fill(addDays(watDate(), 2));
  await page.getByLabel('End date').fill(addDays(watDate(), 185));
  await chooseMentor(page, DEMO_MENTOR);
  await chooseFreeTimes(bookingTimes(page), 1);
  await page.getByRole('button', { name: 'Book now' }).click();
  await page.getByRole('heading', { level: 1, name: 'Successfully Registered' }).waitFor();
}

test('Pay Later: the sandbox account, a simulated transfer, Paid with no admin step, on another device too', async ({
  page,
  newPage,
}) => {
  await bookPersonalPlan(page, `transfer-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Pay Later' }).click();
  await page.getByRole('heading', { level: 1, name: 'Invoice' }).waitFor();
  await expect.poll(() => path(page)).toMatch(/^\/payment-invoice\/[\da-f-]{36}$/);
  const link = page.url();

  // The invoice's own test account for exactly its amount, clearly a sandbox one.
  await page.getByTestId('invoice-sandbox').waitFor();
  const number = await page.getByTestId('invoice-number').textContent();
  expect(number).toMatch(/^E2C-\d{4}-\d{6}$/);
  expect(await page.getByTestId('invoice-status').textContent()).toBe('Unpaid');
  expect(await page.getByTestId('transfer-account').textContent()).toMatch(/^99\d{8}$/);
  expect(await page.getByTestId('transfer-amount').textContent()).toBe(
    await page.getByTestId('invoice-total').textContent(),
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Simulate full transfer' }).click();
  await page.getByTestId('invoice-paid').waitFor();
  expect(await page.getByTestId('invoice-status').textContent()).toBe('Paid');
  await expect(page.getByRole('button', { name: 'Simulate full transfer' })).toHaveCount(0);

  // Another device: the same link opens the same invoice, paid.
  const other = await newPage('phone');
  await goto(other, link);
  await other.getByTestId('invoice-paid').waitFor();
  expect(await other.getByTestId('invoice-number').textContent()).toBe(number);
  expect(await other.getByTestId('invoice-status').textContent()).toBe('Paid');
});
