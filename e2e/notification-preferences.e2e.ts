import type { Page } from '@playwright/test';
import { expect, goto, test } from './support/fixtures';
import { uniqueEmail } from './support/accounts';
import { startBuiltApp, type RunningApp } from './support/app-process';

/**
 * Issue 24 in the browser: a visitor ticks WhatsApp on a booking form (the webinar's), the confirmation shows up
 * on WhatsApp at /dev/notifications (the app under test has no WhatsApp keys, so the message is held there), and
 * the message's one-tap opt-out link turns WhatsApp off for that number. The run's shared app is a production one
 * without DEV_MAILBOX, where /dev/notifications does not exist: this file starts its own with DEV_MAILBOX on.
 */
let app: RunningApp;
test.beforeAll(async () => {
  app = await startBuiltApp({ DEV_MAILBOX: 'true', RATE_LIMIT_SCALE: '20' });
});
test.afterAll(async () => {
  await app.stop();
});

const local = `0803 ${String(Date.now()).slice(-7, -4)} ${String(Date.now()).slice(-4)}`;
const e164 = `234${local.replace(/\D/g, '').slice(1)}`;

/** Confirms the number as its holder does (decision 0040): sends the code, reads it on the "phone", types it back. */
async function confirmNumber(page: Page) {
  await page.getByRole('button', { name: 'Send me a code' }).click();
  // This app has no WhatsApp keys, so the code goes by SMS (held at /dev/notifications like every text here).
  await page.getByText(`We sent a 6-digit code by SMS to +${e164}.`, { exact: false }).waitFor();
  const phone = await page.context().newPage();
  await phone.goto(`${app.url}/dev/notifications?to=${e164}`);
  const text = await phone.locator('article').filter({ hasText: 'phone-code' }).first().innerText();
  await phone.close();
  const code = /(\d{6}) is your/.exec(text)?.[1] ?? '';
  await page.getByLabel('Code from your phone').fill(code);
  await page.getByRole('button', { name: 'Confirm number' }).click();
  await page.getByText(`Number confirmed: our messages will come to +${e164}.`).waitFor();
}

async function register(page: Page, email: string, confirm: boolean) {
  await goto(page, `${app.url}/webinar`);
  await page.getByRole('heading', { level: 1, name: 'Join our free webinar' }).waitFor();
  await page.getByLabel('Full Name').fill('Tola Adeyemi');
  await page.getByLabel('Phone Number').fill(local);
  await page.getByLabel('Email').fill(email);
  const whatsapp = page.getByRole('checkbox', { name: 'WhatsApp' });
  await expect(whatsapp).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'SMS' })).not.toBeChecked();
  await whatsapp.check();
  if (confirm) await confirmNumber(page);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('heading', { name: 'Thank you for registering!' }).waitFor();
}

const whatsappMessages = (page: Page) =>
  page
    .locator('article')
    .filter({ hasText: `WHATSAPP to +${e164}` })
    .filter({ hasText: 'webinar-registered' });

test.describe('WhatsApp on a booking form', () => {
  test('sends the confirmation on WhatsApp when ticked, and the opt-out link turns it off', async ({ page }) => {
    // Texts go only to a number its holder confirmed (decision 0040): the form's "confirm your number" step.
    await register(page, uniqueEmail('whatsapp'), true);

    // A page of the server's own (no app to wait for), like the opt-out page.
    await page.goto(`${app.url}/dev/notifications?to=${e164}`);
    await expect(whatsappMessages(page)).toHaveCount(1);
    const message = whatsappMessages(page).first();
    await expect(message).toContainText('webinar-registered');
    await expect(message).toContainText('Hello Tola, you are registered for');
    // Nothing went out by SMS: only WhatsApp was ticked.
    const sms = page.locator('article').filter({ hasText: `SMS to +${e164}` });
    await expect(sms.filter({ hasText: 'webinar-registered' })).toHaveCount(0);
    // Only the code went by SMS, before the registration.
    await expect(sms.filter({ hasText: 'phone-code' })).toHaveCount(1);

    await message.getByRole('link', { name: 'Opt out of WHATSAPP messages' }).click();
    await page.getByRole('heading', { name: 'Stop WhatsApp messages?' }).waitFor();
    await page.getByRole('button', { name: 'Stop WhatsApp messages' }).click();
    await page.getByRole('heading', { name: 'WhatsApp messages stopped' }).waitFor();

    // Ticking WhatsApp again on a form does not override the person's own "stop": nothing more is queued.
    await register(page, uniqueEmail('whatsapp-again'), false);
    await page.goto(`${app.url}/dev/notifications?to=${e164}`);
    await expect(whatsappMessages(page)).toHaveCount(1);
  });
});
