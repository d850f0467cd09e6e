import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { readPdf } from '../../test/pdf-text';
import * as invoicePdfModule from './invoice-pdf';
import { InvoicePage } from './InvoicePage';
import { NO_EMAIL, NO_NAME, NO_VALUE } from './invoice-state';

afterEach(() => vi.restoreAllMocks());

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

  it("with a booking reference shows the stored booking's figures, its transfer reference and the bank details, not the state's", async () => {
    const page = renderPage(<InvoicePage />, {
      path: '/payment-invoice',
      state: {
        name: 'Someone Else',
        email: 'x@example.com',
        amount: 1,
        item: 'Mentor',
        booking: { kind: 'mentor', id: 'b1', token: 'tok-1' },
      },
      respond: (call) =>
        call.query.includes('openInvoice')
          ? {
              data: {
                openInvoice: {
                  __typename: 'BookingInvoice',
                  number: '1782900000000',
                  reference: 'E2C-7KQ4-M9XD',
                  createdAt: '2026-07-01T09:00:00.000Z',
                  name: 'Ada Obi',
                  email: 'ada@example.com',
                  item: 'Mentor (Personal plan)',
                  amountKobo: 5_000_000,
                  paid: false,
                },
              },
            }
          : undefined,
    });
    expect(await screen.findByTestId('invoice-reference')).toBeTruthy();
    expect(screen.getByTestId('invoice-reference').textContent).toBe('E2C-7KQ4-M9XD');
    expect(screen.getByTestId('invoice-number').textContent).toBe('1782900000000');
    expect(screen.getByTestId('invoice-name').textContent).toBe('Ada Obi');
    expect(screen.getByTestId('invoice-item').textContent).toBe('Mentor (Personal plan)');
    expect(screen.getByTestId('invoice-total').textContent).toBe('₦50,000');
    expect(page.calls.find((c) => c.query.includes('openInvoice'))?.variables).toEqual({
      kind: 'MENTOR',
      bookingId: 'b1',
      token: 'tok-1',
    });
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
