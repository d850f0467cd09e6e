import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, type GraphQLCall } from '../../../test/render-page';
import { RefundsPage } from './RefundsPage';

const PAYMENT = {
  __typename: 'AdminRefundablePayment',
  id: 'p1',
  txRef: 'e2c-1',
  bookingKind: 'mentor',
  item: 'Mentor booking: Personal plan',
  payerName: 'Ada Obi',
  payerEmail: 'ada@example.com',
  provider: 'flutterwave',
  receivedKobo: 5_000_000,
  refundedKobo: 1_000_000,
  leftKobo: 4_000_000,
  settledAt: '2026-11-20T10:00:00.000Z',
};
const REFUND = {
  __typename: 'AdminRefund',
  id: 'r1',
  paymentId: 'p1',
  bookingKind: 'mentor',
  payerEmail: 'ada@example.com',
  amountKobo: 1_000_000,
  status: 'COMPLETED',
  automatic: true,
  reason: 'Cancelled within 7 days of paying, before any session was held',
  requestedBy: 'system',
  failureReason: null,
  shortfallKobo: 0,
  createdAt: '2026-11-21T10:00:00.000Z',
  completedAt: '2026-11-21T10:00:01.000Z',
};

function server(calls: GraphQLCall[]) {
  return (call: GraphQLCall) => {
    calls.push(call);
    if (call.query.includes('refundPayment'))
      return {
        data: {
          refundPayment: {
            __typename: 'AdminRefund',
            id: 'r2',
            status: 'COMPLETED',
            amountKobo: 250_000,
            failureReason: null,
          },
        },
      };
    if (call.query.includes('listRefundablePayments'))
      return {
        data: { listRefundablePayments: { __typename: 'AdminRefundablePaymentPage', total: 1, items: [PAYMENT] } },
      };
    if (call.query.includes('listRefunds'))
      return { data: { listRefunds: { __typename: 'AdminRefundPage', total: 1, items: [REFUND] } } };
    return undefined;
  };
}

describe('RefundsPage', () => {
  it('lists received payments with what is left and the refunds made, automatic ones marked', async () => {
    renderPage(<RefundsPage />, { path: '/admin-dashboard/refunds', respond: server([]) });
    expect(await screen.findByText('Mentor booking: Personal plan')).toBeTruthy();
    expect(screen.getByText('Ada Obi <ada@example.com>')).toBeTruthy();
    expect(screen.getAllByText(/₦40,000\.00/).length).toBeGreaterThan(0);
    expect(screen.getByText('Automatic')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/admin/export/refunds.csv');
  });

  it('refunds part of a payment with a reason, in kobo', async () => {
    const calls: GraphQLCall[] = [];
    renderPage(<RefundsPage />, { path: '/admin-dashboard/refunds', respond: server(calls) });
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Amount in naira (empty: all of what is left)'), {
      target: { value: '2500' },
    });
    fireEvent.change(within(dialog).getByLabelText('Reason (the payer reads it)'), {
      target: { value: 'Two sessions were not held' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(calls.some((c) => c.query.includes('refundPayment'))).toBe(true));
    expect(calls.find((c) => c.query.includes('refundPayment'))?.variables).toEqual({
      paymentId: 'p1',
      amountKobo: 250_000,
      reason: 'Two sessions were not held',
    });
  });
});
