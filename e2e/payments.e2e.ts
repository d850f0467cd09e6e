import { baseUrl, expect, goto, reload, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { watDate } from '@eazy2con/shared/wat-time';
import { startFakeFlutterwave } from '../apps/server/src/test/fake-flutterwave';
import type { FakeFlutterwave } from '../apps/server/src/test/fake-flutterwave.types';
import { readPdf } from '../apps/web/src/test/pdf-text';
import { pathname, toast } from './support/accounts';
import { startBuiltApp, type RunningApp } from './support/app-process';
import { expectAccessible } from './support/browser';
import { waitForMail } from './support/mail';
import { bookingTimes, chooseFreeTimes, chooseMentor, DEMO_MENTOR } from './support/sessions';

const SUCCESS = 'Payment was successful!';
const NOT_SUCCESSFUL = 'Payment was not successful but we will reach out to you soon';
/** A checkout left or refused: the person can act now (issue 20), so no 'we will reach out'. */
const NOT_COMPLETED = 'Payment not completed';
const storedCamp = (page: Page) => page.evaluate(() => window.localStorage.getItem('weekend-camp-id'));
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Registers for the weekend camp as a parent does, up to 'Successfully Registered' with Pay now. */
async function registerForCamp(page: Page, site: string, email: string, kids = '2') {
  await goto(page, `${site}/weekend-camp`);
  await field(page, 'Parent Name').fill('Ngozi Okafor');
  await field(page, 'Parent Email').fill(email);
  await field(page, 'Parent Phone').fill('+234 803 000 2222');
  await field(page, 'Number of Kids').fill(kids);
  await field(page, "First Child's Name").fill('Ada');
  await field(page, "First Child's Age").fill('9');
  await page.getByRole('checkbox', { name: /I am this child's parent/ }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await page.getByRole('heading', { name: 'Successfully Registered' }).waitFor();
}

test.describe('card payment through the built-in sandbox (no keys)', () => {
  test('weekend camp: Pay now → the labelled test checkout → Pay → verified by the server; receipt mailed', async ({
    newPage,
  }) => {
    const page = await newPage('phone');
    const email = `camp-payer-${Date.now()}@example.com`;
    await registerForCamp(page, baseUrl, email);

    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect.poll(() => pathname(page)).toMatch(/^\/api\/payments\/sandbox\/[0-9a-f-]{36}$/);
    await page.getByText('Test payment — no money moves').waitFor();
    await page.getByRole('heading', { name: 'Payment Portal' }).waitFor();
    await page.getByText('₦18,000.00').waitFor();
    await page.getByText(email).waitFor();
    await expectAccessible(page);

    const paidAt = Date.now();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect.poll(() => pathname(page)).toBe('/weekendcampsuccess');
    const query = new URL(page.url()).searchParams;
    expect(query.get('status')).toBe('successful');
    expect(query.get('tx_ref')).toMatch(/^e2c-/);
    expect(query.get('transaction_id')).toMatch(/^\d+$/);
    await page.getByRole('heading', { name: SUCCESS }).waitFor();
    await page.getByRole('link', { name: 'Back To Website' }).waitFor();
    await expectAccessible(page);
    // Paid: the browser forgets the registration.
    await expect.poll(() => storedCamp(page)).toBeNull();

    const receipt = await waitForMail(email, { subjectIncludes: 'payment received', after: paidAt - 1000 });
    expect(receipt.text).toContain('₦18,000.00');
    expect(receipt.text).toContain(query.get('tx_ref'));
    expect(receipt.text).toContain('no money moved');

    // A reload asks again and still says paid (nothing is paid twice).
    await reload(page);
    await page.getByRole('heading', { name: SUCCESS }).waitFor();

    await page.getByRole('link', { name: 'Back To Website' }).click();
    await expect.poll(() => pathname(page)).toBe('/');
  });

  test('weekend camp: Cancel says the transaction is incomplete, a forged success URL pays nothing, Fail says not successful', async ({
    page,
  }) => {
    await registerForCamp(page, baseUrl, `camp-cancel-${Date.now()}@example.com`, '1');

    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByText('Test payment — no money moves').waitFor();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect.poll(() => pathname(page)).toBe('/weekendcampsuccess');
    const txRef = new URL(page.url()).searchParams.get('tx_ref');
    expect(new URL(page.url()).searchParams.has('transaction_id')).toBe(false);
    await page.getByRole('heading', { name: NOT_COMPLETED }).waitFor();
    await toast(page, 'The Payment Transaction is incomplete').waitFor();
    // What it was for and its reference, from the server, and two ways to pay now.
    expect(await page.getByTestId('payment-reference').textContent()).toBe(txRef);
    expect(await page.getByTestId('payment-amount').textContent()).toBe('₦10,000');
    await page.getByRole('button', { name: 'Pay by bank transfer' }).waitFor();
    await page.getByRole('button', { name: 'Pay now' }).waitFor();
    await expectAccessible(page);
    // Not paid: the registration stays in this browser, to pay later.
    expect(await storedCamp(page)).not.toBeNull();

    // The same reference typed into a success URL: the server verifies, and nothing was paid.
    await goto(page, `${baseUrl}/weekendcampsuccess?status=successful&tx_ref=${txRef}&transaction_id=1`);
    await page.getByRole('heading', { name: NOT_COMPLETED }).waitFor();
    expect(await storedCamp(page)).not.toBeNull();

    // Back on the camp page: welcome back, and a second attempt that fails.
    await goto(page, `${baseUrl}/weekend-camp`);
    await page.getByRole('heading', { name: 'Welcome back, Ngozi Okafor' }).waitFor();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByText('Test payment — no money moves').waitFor();
    await page.getByText('₦10,000.00').waitFor();
    await page.getByRole('button', { name: 'Fail', exact: true }).click();
    await page.getByRole('heading', { name: NOT_COMPLETED }).waitFor();
    await toast(page, 'Payment not Successful').waitFor();
  });

  test('mentor booking: Pay Later → the invoice of the stored booking, saved as an A4 PDF; then Pay now through the sandbox', async ({
    page,
  }) => {
    const email = `mentor-payer-${Date.now()}@example.com`;
    await goto(page, `${baseUrl}/book-mentor`);
    await page.getByLabel('Full name').fill('Tolu Ade');
    await page.getByLabel('Phone', { exact: true }).fill('+234 803 000 1111');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Course', { exact: true }).selectOption('React');
    await page.getByLabel('Start date').fill(addDays(watDate(), 2));
    await page.getByLabel('End date').fill(addDays(watDate(), 185));
    await chooseMentor(page, DEMO_MENTOR);
    await chooseFreeTimes(bookingTimes(page), 2);
    await page.getByRole('button', { name: 'Book now' }).click();
    await page.getByRole('heading', { level: 1, name: 'Successfully Registered' }).waitFor();

    // Pay Later: the invoice shows the stored booking's figures, a transfer reference and the bank details.
    await page.getByRole('button', { name: 'Pay Later' }).click();
    await page.getByTestId('invoice-reference').waitFor();
    const reference = (await page.getByTestId('invoice-reference').textContent()) ?? '';
    expect(reference).toMatch(/^E2C-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(await page.getByTestId('invoice-item').textContent()).toBe('Mentor (Personal plan)');
    expect(await page.getByTestId('invoice-total').textContent()).toBe('₦49,000');
    // The invoice's own transfer account (the sandbox's test account here: no keys), for exactly the total.
    await page.getByTestId('transfer-account').waitFor();
    const account = (await page.getByTestId('transfer-account').textContent()) ?? '';
    expect(account).toMatch(/^99\d{8}$/);
    await expectAccessible(page);

    // Print saves a real PDF file: one A4 portrait page with the same figures.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Eazy2con invoice.pdf');
    const pdf = await readPdf(readFileSync(await file.path()));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.width).toBeCloseTo(595.28, 1);
    expect(pdf.pages[0]!.height).toBeCloseTo(841.89, 1);
    for (const value of [
      'Tolu Ade',
      email,
      'Mentor (Personal plan)',
      'NGN 49,000',
      reference,
      'Paying by bank transfer',
      account,
    ]) {
      expect(pdf.pages[0]!.text).toContain(value);
    }

    // The same booking paid by card through the sandbox, back on the mentor result screen.
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByText('Test payment — no money moves').waitFor();
    await page.getByText('₦49,000.00').waitFor();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect.poll(() => pathname(page)).toBe('/book-mentor-payment');
    await page.getByRole('heading', { name: SUCCESS }).waitFor();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('book-mentor-id'))).toBeNull();
    await expectAccessible(page);
  });

  test("a result URL with an unknown reference says 'Something went wrong' with the spec's advice", async ({
    page,
  }) => {
    await goto(
      page,
      `${baseUrl}/book-mentor-payment?status=successful&tx_ref=e2c-00000000-0000-4000-8000-000000000000`,
    );
    await page.getByRole('heading', { name: NOT_SUCCESSFUL }).waitFor();
    await toast(page, 'Something went wrong').waitFor();
    await toast(page, 'Please copy the link on this page and send using the "Contact Us" page').waitFor();
    await expectAccessible(page);
  });
});

test.describe('card payment through Flutterwave (a local fake of its v3 API)', () => {
  let fake: FakeFlutterwave;
  let app: RunningApp;
  test.beforeAll(async () => {
    // A second app starting (up to a minute until healthy on a loaded machine) needs more than a test's time.
    test.setTimeout(120_000);
    fake = await startFakeFlutterwave();
    app = await startBuiltApp({
      FLW_SECRET_KEY: fake.secretKey,
      FLW_SECRET_HASH: fake.secretHash,
      FLW_BASE_URL: fake.baseUrl,
      RATE_LIMIT_SCALE: '20',
    });
  });
  test.afterAll(async () => {
    await app?.stop();
    await fake?.close();
  });

  test('weekend camp: Pay now → Flutterwave Standard checkout → back to the result screen, verified', async ({
    page,
  }) => {
    const email = `camp-flutterwave-${Date.now()}@example.com`;
    await registerForCamp(page, app.url, email, '3');

    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`^${fake.url}/v3/hosted/pay/flwlnk-`));
    const checkout = [...fake.checkouts.values()].find((c) => c.customer.email === email);
    expect(checkout?.body).toMatchObject({
      amount: 26_000,
      currency: 'NGN',
      payment_options: 'card,mobilemoney,ussd',
      redirect_url: `${app.url}/weekendcampsuccess`,
      customer: { email, name: 'Ngozi Okafor', phonenumber: '+234 803 000 2222' },
      customizations: { title: 'Payment Portal', description: 'Enrollment Fee' },
    });

    await page.getByRole('link', { name: 'Pay' }).click();
    await expect.poll(() => pathname(page)).toBe('/weekendcampsuccess');
    await page.getByRole('heading', { name: SUCCESS }).waitFor();
    await expect.poll(() => storedCamp(page)).toBeNull();
    // The server asked Flutterwave itself before saying so.
    expect(fake.calls.some((c) => c.path.startsWith('/v3/transactions/') && c.path.endsWith('/verify'))).toBe(true);
  });
});
