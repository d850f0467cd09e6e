import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, type GraphQLCall } from '../../../test/render-page';
import { PayoutsPage } from './PayoutsPage';

const BATCH = {
  __typename: 'AdminPayoutBatch',
  id: 'b1',
  week: '2026-11-23',
  status: 'REVIEW',
  totalKobo: 2_400_000,
  approvedAt: null,
  approvedBy: null,
  createdAt: '2026-11-23T07:00:00.000Z',
};
const PAYOUT = {
  __typename: 'AdminPayout',
  id: 'po1',
  batchId: 'b1',
  mentorName: 'Emeka Nwosu',
  mentorEmail: 'emeka@example.com',
  amountKobo: 2_400_000,
  status: 'SENT',
  reference: 'e2c-po-1',
  bankName: 'Access Bank',
  accountNumberMasked: '******3344',
  failureReason: null,
  createdAt: '2026-11-23T07:00:00.000Z',
  settledAt: null,
};

function server(calls: GraphQLCall[], sandbox: boolean) {
  return (call: GraphQLCall) => {
    calls.push(call);
    if (call.query.includes('approvePayoutBatch'))
      return { data: { approvePayoutBatch: { ...BATCH, __typename: 'AdminPayoutBatch', status: 'APPROVED' } } };
    if (call.query.includes('simulatePayoutTransfer'))
      return { data: { simulatePayoutTransfer: { __typename: 'AdminPayout', id: 'po1', status: 'COMPLETED' } } };
    if (call.query.includes('payoutSettings'))
      return { data: { payoutSettings: { __typename: 'PayoutSettings', sandbox, minimumKobo: 100_000 } } };
    if (call.query.includes('listPayoutBatches'))
      return { data: { listPayoutBatches: { __typename: 'AdminPayoutBatchPage', total: 1, items: [BATCH] } } };
    if (call.query.includes('listPayouts'))
      return { data: { listPayouts: { __typename: 'AdminPayoutPage', total: 1, items: [PAYOUT] } } };
    return undefined;
  };
}

describe('PayoutsPage', () => {
  it('approves a batch in review after a confirmation', async () => {
    const calls: GraphQLCall[] = [];
    renderPage(<PayoutsPage />, { path: '/admin-dashboard/payouts', respond: server(calls, false) });
    expect(await screen.findByText('Emeka Nwosu')).toBeTruthy();
    expect(screen.getByText('Access Bank ******3344')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Simulate success' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Approve and pay' }));
    await waitFor(() => expect(calls.some((c) => c.query.includes('approvePayoutBatch'))).toBe(true));
    expect(calls.find((c) => c.query.includes('approvePayoutBatch'))?.variables).toEqual({ batchId: 'b1' });
  });

  it('offers the simulate control in the sandbox only, for a sent transfer', async () => {
    const calls: GraphQLCall[] = [];
    renderPage(<PayoutsPage />, { path: '/admin-dashboard/payouts', respond: server(calls, true) });
    fireEvent.click(await screen.findByRole('button', { name: 'Simulate failure' }));
    await waitFor(() => expect(calls.some((c) => c.query.includes('simulatePayoutTransfer'))).toBe(true));
    expect(calls.find((c) => c.query.includes('simulatePayoutTransfer'))?.variables).toEqual({
      payoutId: 'po1',
      outcome: 'FAILED',
    });
  });
});
