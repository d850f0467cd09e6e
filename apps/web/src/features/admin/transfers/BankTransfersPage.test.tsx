import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, type GraphQLCall } from '../../../test/render-page';
import { BankTransfersPage } from './BankTransfersPage';

const HELD = {
  __typename: 'HeldBankTransfer',
  id: 'a1',
  txRef: 'invoice:0b9f1a3e-1d2c-4e5f-8a9b-0c1d2e3f4a5b:1',
  invoiceId: '0b9f1a3e-1d2c-4e5f-8a9b-0c1d2e3f4a5b',
  invoiceNumber: 'E2C-2026-000123',
  invoiceStatus: 'HELD',
  bookingKind: 'MENTOR',
  bookingId: 'b1',
  bankName: 'Mock Bank',
  accountNumber: '0067100155',
  expectedKobo: 5_000_000,
  receivedKobo: 4_500_000,
  flag: 'amount_short',
  heldAt: '2026-11-20T10:00:00.000Z',
};

describe('/admin-dashboard/bank-transfers', () => {
  it('lists held transfers with the invoice, expected and received amounts, paged on the server', async () => {
    const calls: GraphQLCall[] = [];
    renderPage(<BankTransfersPage />, {
      respond: (call) => {
        calls.push(call);
        return { data: { heldBankTransfers: { __typename: 'HeldBankTransfersPage', total: 41, items: [HELD] } } };
      },
    });
    const row = (await screen.findByText('E2C-2026-000123')).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row!);
    expect(cells.getByText('Short')).toBeTruthy();
    expect(cells.getByText('₦50,000.00')).toBeTruthy();
    expect(cells.getByText('₦45,000.00')).toBeTruthy();
    expect(cells.getByText('-₦5,000.00')).toBeTruthy();
    expect(calls[0]?.variables).toEqual({ offset: 0, limit: 20 });
  });
});
