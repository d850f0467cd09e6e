import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { readPdf } from '../../test/pdf-text';
import * as invoicePdfModule from './invoice-pdf';
import { InvoiceLinkPage } from './InvoiceLinkPage';
import { InvoicePage } from './InvoicePage';
import { NO_EMAIL, NO_NAME, NO_VALUE } from './invoice-state';

afterEach(() => vi.restoreAllMocks());

const INVOICE_ID = '0b9f1a3e-1d2c-4e5f-8a9b-0c1d2e3f4a5b';
const stored = {
  __typename: 'BookingInvoice',
  id: INVOICE_ID,
  number: 'E2C-2026-000123',
  reference: 'E2C-7KQ4-M9XD',
  issuedAt: '2026-07-01T09:00:00.000Z',
  dueAt: '2026-07-08T09:00:00.000Z',
  name: 'Ada Obi',
  email: 'ada@example.com',
  item: 'Mentor (Personal plan)',
  amountKobo: 5_000_000,
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
    amountKobo: 5_000_000,
    expiresAt: '2099-07-02T09:00:00.000Z',
    expired: false,
    sandbox: true,
  },
};

/** Where the page is now, query and all. */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

/** Both invoice routes, as the app has them (relative to /payment-invoice/*). */
const bothRoutes = (
  <Routes>
    <Route index element={<InvoicePage />} />
    <Route
      path=":id"
      element={
        <>
          <InvoiceLinkPage />
          <Address />
        </>
      }
    />
  </Routes>
);

describe('/payment-invoice', () => {
  it('shows who is billed, for what and how much, with a number, the date and the company address', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-07-01T09:00:00Z'));
    renderPage(<InvoicePage />, {
      path: '/payment-invoice',
      state: { name: 'Ada Obi', email: 'ada@example.com', amount: 50_000, item: 'Mentor' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice' })).toBeTruthy();
    expect(screen.getByTestId('invoice-number').textContent).toBe(String(Date.parse('2026-07-01T09:00:00Z')));
    expect(screen.getByText('1 July 2026')).toBeTruthy();
    expect(screen.getByTestId('invoice-name').textContent).toBe('Ada Obi');
    expect(screen.getByTestId('invoice-email').textContent).toBe('ada@example.com');
    expect(screen.getByTestId('invoice-item').textContent).toBe('Mentor');
    expect(screen.getByTestId('invoice-price').textContent).toBe('₦50,000');
    expect(screen.getByTestId('invoice-total').textContent).toBe('₦50,000');
    expect(await screen.findByText('12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria')).toBeTruthy();
  });

  it('says what it did not receive', () => {
    renderPage(<InvoicePage />, { path: '/payment-invoice', state: { amount: 'lots' } });
    expect(screen.getByTestId('invoice-name').textContent).toBe(NO_NAME);
    expect(screen.getByTestId('invoice-email').textContent).toBe(NO_EMAIL);
    expect(screen.getByTestId('invoice-item').textContent).toBe(NO_VALUE);
    expect(screen.getByTestId('invoice-total').textContent).toBe(NO_VALUE);
  });

  it('Print saves an A4 PDF named after the product, with the figures shown (no print dialog)', async () => {
    const print = vi.spyOn(window, 'print');
    const saved: { name: string; bytes: Uint8Array }[] = [];
    vi.spyOn(invoicePdfModule, 'saveFile').mockImplementation((bytes, name) => void saved.push({ bytes, name }));
    renderPage(<InvoicePage />, {
      path: '/payment-invoice',
      state: { name: 'Ada Obi', email: 'ada@example.com', amount: 50_000, item: 'Mentor' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(print).not.toHaveBeenCalled();
    expect(saved[0]?.name).toBe('Eazy2con invoice.pdf');
    const pdf = await readPdf(saved[0]!.bytes);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]!.height).toBeGreaterThan(pdf.pages[0]!.width);
    for (const value of ['Ada Obi', 'ada@example.com', 'Mentor', 'NGN 50,000'])
      expect(pdf.pages[0]?.text).toContain(value);
  });

  it("with a booking reference shows the stored booking's figures, then moves to the invoice's own link", async () => {
    const page = renderPage(bothRoutes, {
      path: '/payment-invoice',
      route: '/payment-invoice/*',
      state: {
        name: 'Someone Else',
        email: 'x@example.com',
        amount: 1,
        item: 'Mentor',
        booking: { kind: 'mentor', id: 'b1', token: 'tok 1/2' },
      },
      respond: (call) =>
        call.query.includes('openInvoice')
          ? { data: { openInvoice: stored } }
          : call.query.includes('invoice(')
            ? { data: { invoice: stored } }
            : undefined,
    });
    // The address is replaced (a reload or a shared link opens the same invoice), the token kept in `t`.
    expect((await screen.findByTestId('address')).textContent).toBe(`/payment-invoice/${INVOICE_ID}?t=tok%201%2F2`);
    expect(screen.getByTestId('invoice-reference').textContent).toBe('E2C-7KQ4-M9XD');
    expect(screen.getByTestId('invoice-number').textContent).toBe('E2C-2026-000123');
    expect(screen.getByTestId('invoice-name').textContent).toBe('Ada Obi');
    expect(screen.getByTestId('invoice-item').textContent).toBe('Mentor (Personal plan)');
    expect(screen.getByTestId('invoice-total').textContent).toBe('₦50,000');
    expect(screen.getByTestId('invoice-due').textContent).toBe('8 July 2026');
    expect(page.calls.find((c) => c.query.includes('openInvoice'))?.variables).toEqual({
      kind: 'MENTOR',
      bookingId: 'b1',
      token: 'tok 1/2',
    });
    // The link's page asks for the invoice by its link itself, as it would on a reload.
    await waitFor(() =>
      expect(page.calls.find((c) => c.query.includes('invoice('))?.variables).toEqual({
        id: INVOICE_ID,
        token: 'tok 1/2',
      }),
    );
    expect(page.calls.filter((c) => c.query.includes('openInvoice'))).toHaveLength(1);
    const bank = await screen.findByTestId('invoice-bank');
    expect(bank.textContent).toContain('Account number');
  });

  it("with a booking reference the server does not know, shows its message and none of the state's figures", async () => {
    renderPage(<InvoicePage />, {
      path: '/payment-invoice',
      state: {
        name: 'Someone Else',
        email: 'x@example.com',
        amount: 1,
        item: 'Mentor',
        booking: { kind: 'camp', id: 'b1', token: 'bad' },
      },
      respond: (call) =>
        call.query.includes('openInvoice')
          ? { data: null, errors: [{ message: 'This booking was not found', extensions: { code: 'NOT_FOUND' } }] }
          : undefined,
    });
    expect(await screen.findByText('This booking was not found')).toBeTruthy();
    expect(screen.getByTestId('invoice-name').textContent).toBe(NO_NAME);
    expect(screen.getByTestId('invoice-total').textContent).toBe(NO_VALUE);
  });

  it('goes home from Go Back when opened directly', () => {
    renderPage(<InvoicePage />, { path: '/payment-invoice' });
    fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});
