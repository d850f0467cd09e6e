import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INVOICE_NOT_FOUND } from '@eazy2con/shared/payments';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { readPdf } from '../../test/pdf-text';
import * as invoicePdfModule from './invoice-pdf';
import { InvoiceLinkPage } from './InvoiceLinkPage';

afterEach(() => vi.restoreAllMocks());

const ID = '0b9f1a3e-1d2c-4e5f-8a9b-0c1d2e3f4a5b';
const invoice = {
  __typename: 'BookingInvoice',
  id: ID,
  number: 'E2C-2026-000123',
  reference: 'E2C-7KQ4-M9XD',
  issuedAt: '2026-07-01T09:00:00.000Z',
  dueAt: '2026-07-08T09:00:00.000Z',
  name: 'Ngozi Okafor',
  email: 'ngozi@example.com',
  item: 'Weekend Camp (2 children)',
  amountKobo: 1_800_000,
  paid: false,
  status: 'UNPAID',
  sandbox: true,
  company: {
    __typename: 'InvoiceCompany',
    name: 'Eazy2con Technologies Ltd',
    address: '12 Admiralty Way, Lekki',
    rcNumber: '1234567',
  },
  transfer: {
    __typename: 'TransferAccount',
    bankName: 'Sandbox Test Bank (no money moves)',
    accountNumber: '9912345678',
    amountKobo: 1_800_000,
    expiresAt: '2099-07-02T09:00:00.000Z',
    expired: false,
    sandbox: true,
  },
};
const found = (call: GraphQLCall) => (call.query.includes('invoice(') ? { data: { invoice } } : undefined);
const open = (path: string, respond: (call: GraphQLCall) => unknown = found) =>
  renderPage(<InvoiceLinkPage />, { path, route: '/payment-invoice/:id', respond });

describe('/payment-invoice/{id}?t={token}', () => {
  it('draws the stored invoice from its link alone: who, what, how much, the number, dates and how to pay', async () => {
    const page = open(`/payment-invoice/${ID}?t=tok%201`);
    expect(await screen.findByTestId('invoice-number')).toBeTruthy();
    expect(screen.getByTestId('invoice-number').textContent).toBe('E2C-2026-000123');
    expect(screen.getByTestId('invoice-created').textContent).toBe('1 July 2026');
    expect(screen.getByTestId('invoice-due').textContent).toBe('8 July 2026');
    expect(screen.getByTestId('invoice-reference').textContent).toBe('E2C-7KQ4-M9XD');
    expect(screen.getByTestId('invoice-name').textContent).toBe('Ngozi Okafor');
    expect(screen.getByTestId('invoice-email').textContent).toBe('ngozi@example.com');
    expect(screen.getByTestId('invoice-item').textContent).toBe('Weekend Camp (2 children)');
    expect(screen.getByTestId('invoice-price').textContent).toBe('₦18,000');
    expect(screen.getByTestId('invoice-total').textContent).toBe('₦18,000');
    expect(screen.getByTestId('invoice-status').textContent).toBe('Unpaid');
    // The account opened for exactly this invoice, not a shared one: bank, number, exact amount, expiry.
    expect(screen.getByTestId('transfer-bank').textContent).toBe('Sandbox Test Bank (no money moves)');
    expect(screen.getByTestId('transfer-account').textContent).toBe('9912345678');
    expect(screen.getByTestId('transfer-amount').textContent).toBe('₦18,000');
    expect(screen.getByTestId('transfer-expires').textContent).toContain('2 July 2099');
    expect(screen.getByTestId('invoice-sandbox').textContent).toContain('no money moves');
    expect(screen.getByText('RC 1234567')).toBeTruthy();
    expect(page.calls).toHaveLength(1);
    expect(page.calls[0]?.variables).toEqual({ id: ID, token: 'tok 1' });
  });

  it('Print saves the PDF of the same stored figures', async () => {
    const saved: Uint8Array[] = [];
    vi.spyOn(invoicePdfModule, 'saveFile').mockImplementation((bytes) => void saved.push(bytes));
    open(`/payment-invoice/${ID}?t=tok`);
    fireEvent.click(await screen.findByRole('button', { name: 'Print' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const text = (await readPdf(saved[0]!)).pages[0]?.text ?? '';
    for (const value of ['E2C-2026-000123', 'E2C-7KQ4-M9XD', '8 July 2026', 'Ngozi Okafor', 'NGN 18,000'])
      expect(text).toContain(value);
  });

  it('simulates a sandbox transfer through the server and shows the answer: Paid', async () => {
    // The server's state: paid once the simulated transfer settled (the page reads it again after the mutation).
    let paid = false;
    const page = open(`/payment-invoice/${ID}?t=tok`, (call) => {
      if (call.query.includes('simulateTransfer(')) paid = true;
      const now = { ...invoice, ...(paid ? { status: 'PAID', paid: true } : {}) };
      if (call.query.includes('simulateTransfer(')) return { data: { simulateTransfer: now } };
      return call.query.includes('invoice(') ? { data: { invoice: now } } : undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Simulate full transfer' }));
    expect((await screen.findByTestId('invoice-paid')).textContent).toBe('This booking is paid. Thank you!');
    const simulated = page.calls.find((c) => c.query.includes('simulateTransfer('));
    expect(simulated?.variables).toEqual({ id: ID, token: 'tok', outcome: 'FULL' });
  });

  it('offers Renew for an expired account, and no simulation on it', async () => {
    const expired = { ...invoice, transfer: { ...invoice.transfer, expired: true } };
    const page = open(`/payment-invoice/${ID}?t=tok`, (call) =>
      call.query.includes('renewTransferAccount(')
        ? { data: { renewTransferAccount: invoice } }
        : call.query.includes('invoice(')
          ? { data: { invoice: expired } }
          : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Renew account' }));
    expect(screen.queryByRole('button', { name: 'Simulate full transfer' })).toBeNull();
    await waitFor(() => expect(page.calls.some((c) => c.query.includes('renewTransferAccount('))).toBe(true));
  });

  it('says when the booking is paid instead of asking for a transfer', async () => {
    open(`/payment-invoice/${ID}?t=tok`, (call) =>
      call.query.includes('invoice(') ? { data: { invoice: { ...invoice, paid: true } } } : undefined,
    );
    expect((await screen.findByTestId('invoice-paid')).textContent).toBe('This booking is paid. Thank you!');
    expect(screen.queryByTestId('invoice-bank')).toBeNull();
  });

  it('says plainly that the invoice was not found for an unknown invoice or a wrong token, with a way home', async () => {
    open(`/payment-invoice/${ID}?t=wrong`, (call) =>
      call.query.includes('invoice(')
        ? { data: null, errors: [{ message: INVOICE_NOT_FOUND, extensions: { code: 'NOT_FOUND' } }] }
        : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This invoice was not found' })).toBeTruthy();
    expect(screen.queryByTestId('invoice-number')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Go Home' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('does not ask for a link without its token or with a malformed id', () => {
    for (const path of [`/payment-invoice/${ID}`, '/payment-invoice/not-an-id?t=tok']) {
      const page = open(path);
      expect(screen.getByRole('heading', { level: 1, name: 'This invoice was not found' })).toBeTruthy();
      expect(page.calls).toHaveLength(0);
      page.unmount();
    }
  });

  it("shows the server's message when it cannot answer, rather than calling the invoice missing", async () => {
    open(`/payment-invoice/${ID}?t=tok`, (call) =>
      call.query.includes('invoice(')
        ? { data: null, errors: [{ message: 'Too many requests', extensions: { code: 'RATE_LIMITED' } }] }
        : undefined,
    );
    expect(await screen.findByText('Too many requests')).toBeTruthy();
    expect(screen.queryByText('This invoice was not found')).toBeNull();
  });
});
