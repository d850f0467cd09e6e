import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, type GraphQLCall } from '../../../test/render-page';
import { ADMIN_PAGES } from '../admin-pages';
import { MEMBERSHIPS, MembershipsPage } from './MembershipsPage';

const membership = (bookingId: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'AdminMembership',
  bookingId,
  learnerName: 'Ada Obi',
  mentorName: 'Chidi Eze',
  plan: 'Personal Plan',
  planOption: '2 calls a week',
  status: 'ACTIVE',
  currentCycle: 2,
  nextRenewalOn: '2027-02-05',
  nextCyclePaid: false,
  nextCycleAmountKobo: 4_900_000,
  ...overrides,
});

// Twelve Mondays from 2026-11-16; renewals in the third and last weeks only.
const weeks = Array.from({ length: 12 }, (_, i) => {
  const weekStart = new Date(Date.UTC(2026, 10, 16 + i * 7)).toISOString().slice(0, 10);
  const renewals = i === 2 ? 3 : i === 11 ? 1 : 0;
  return {
    __typename: 'RenewalWeek',
    weekStart,
    isoWeek: `2026-W${47 + i}`,
    renewals,
    amountKobo: renewals * 4_900_000,
  };
});

const stats = {
  __typename: 'MembershipStats',
  counts: [
    { __typename: 'MembershipStatusCount', status: 'ACTIVE', count: 41 },
    { __typename: 'MembershipStatusCount', status: 'IN_GRACE', count: 2 },
    { __typename: 'MembershipStatusCount', status: 'PAUSED', count: 3 },
    { __typename: 'MembershipStatusCount', status: 'ENDING', count: 4 },
    { __typename: 'MembershipStatusCount', status: 'ENDED', count: 17 },
  ],
  recurringPerCycleKobo: 210_700_000,
  monthlyRecurringRevenueKobo: 228_885_417,
  renewalsByWeek: weeks,
};

function server(calls: GraphQLCall[]) {
  return (call: GraphQLCall) => {
    calls.push(call);
    if (call.query.includes('adminMembershipStats')) return { data: { adminMembershipStats: stats } };
    if (!call.query.includes('adminMemberships')) return undefined;
    const grace = call.variables.status === 'IN_GRACE';
    const second = call.variables.nextToken === 'page-2';
    const items = grace
      ? [membership('g1', { learnerName: 'Bola Ade', status: 'IN_GRACE', nextRenewalOn: '2027-01-08' })]
      : second
        ? [
            membership('m2', {
              learnerName: 'Tunde Ola',
              status: 'ENDING',
              nextRenewalOn: null,
              nextCyclePaid: null,
              nextCycleAmountKobo: null,
            }),
          ]
        : [membership('m1', { nextCyclePaid: true })];
    return {
      data: {
        adminMemberships: { __typename: 'AdminMembershipPage', nextToken: grace || second ? null : 'page-2', items },
      },
    };
  };
}

const listCalls = (calls: GraphQLCall[]) => calls.filter((c) => c.query.includes('adminMemberships('));

describe('the admin memberships page (issue 36)', () => {
  it('shows the server’s figures: counts by status, monthly recurring revenue and renewals by week', async () => {
    renderPage(<MembershipsPage />, { path: '/admin-dashboard/memberships', respond: server([]) });
    expect(screen.getByRole('heading', { level: 1, name: MEMBERSHIPS })).toBeTruthy();
    const figures = await screen.findByRole('region', { name: 'Membership figures' });
    expect(within(figures).getByText('₦2,288,854.17')).toBeTruthy();
    expect(within(figures).getByText(/₦2,107,000\.00 a 28-day cycle/)).toBeTruthy();
    const counts = [...figures.querySelectorAll('.membership-stats__counts div')].map((d) => d.textContent);
    expect(counts).toEqual(['Active41', 'In grace2', 'Paused3', 'Ending4', 'Ended17']);

    const charts = screen.getByRole('region', { name: 'Renewals by week' });
    expect(within(charts).getByRole('img', { name: 'Renewals' })).toBeTruthy();
    expect(within(charts).getByRole('img', { name: 'Renewal amount' })).toBeTruthy();
    const bars = within(within(charts).getByRole('img', { name: 'Renewals' })).getAllByTestId('chart-bar');
    expect(bars.map((b) => Number(b.dataset.value))).toEqual(weeks.map((w) => w.renewals));
    // The figures' table: one row a week, as the server counted it.
    const row = within(charts).getByRole('rowheader', { name: '30 Nov' }).closest('tr')!;
    expect(within(row).getByText('2026-W49')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('₦147,000.00')).toBeTruthy();
  });

  it('lists the memberships with their columns and pages by the next token', async () => {
    const calls: GraphQLCall[] = [];
    renderPage(<MembershipsPage />, { path: '/admin-dashboard/memberships', respond: server(calls) });
    const row = (await screen.findByText('Ada Obi')).closest('tr')!;
    const list = screen.getByRole('region', { name: 'Memberships list' });
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Learner', 'Mentor', 'Plan', 'Status', 'Cycle', 'Next renewal', 'Next cycle']);
    expect(within(row).getByText('Chidi Eze')).toBeTruthy();
    expect(within(row).getByText('Personal Plan · 2 calls a week')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('5 Feb 2027')).toBeTruthy();
    expect(within(row).getByText('₦49,000.00 · Paid')).toBeTruthy();
    expect(listCalls(calls)[0]?.variables).toEqual({ status: null, limit: 20, nextToken: null });

    fireEvent.click(screen.getByRole('button', { name: 'Load more memberships' }));
    const ending = (await screen.findByText('Tunde Ola')).closest('tr')!;
    expect(within(ending).getByText('Ending')).toBeTruthy();
    expect(within(ending).getByText('None')).toBeTruthy();
    expect(screen.getByText('Ada Obi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more memberships' })).toBeNull();
  });

  it('asks the server for one status when the filter changes, from its first page', async () => {
    const calls: GraphQLCall[] = [];
    renderPage(<MembershipsPage />, { path: '/admin-dashboard/memberships', respond: server(calls) });
    await screen.findByText('Ada Obi');
    fireEvent.click(screen.getByRole('radio', { name: 'In grace' }));
    await screen.findByText('Bola Ade');
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.variables).toEqual({ status: 'IN_GRACE', limit: 20, nextToken: null }),
    );
    expect(screen.queryByText('Ada Obi')).toBeNull();
    // The figures are the server's whatever the filter: asked once, not recounted from the rows shown.
    expect(calls.filter((c) => c.query.includes('adminMembershipStats'))).toHaveLength(1);
  });

  it('is in the admin menu', () => {
    expect(ADMIN_PAGES.find((page) => page.path === 'memberships')?.label).toBe(MEMBERSHIPS);
  });
});
