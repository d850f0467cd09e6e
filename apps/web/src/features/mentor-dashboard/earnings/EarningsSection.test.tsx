import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, type GraphQLCall } from '../../../test/render-page';
import { EarningsSection } from './EarningsSection';
import { signedNaira } from './format';

const entry = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'EarningsEntry',
  id,
  bucket: 'AVAILABLE',
  memo: `Session held: ${id}`,
  amountKobo: 490_000,
  // 23:30 UTC is already the next day in Lagos.
  createdAt: '2026-11-20T23:30:00.000Z',
  ...overrides,
});

const earnings = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'MentorEarnings',
  pendingKobo: 3_430_000,
  availableKobo: 490_001,
  inFlightKobo: 0,
  paidKobo: 12_000_000,
  history: {
    __typename: 'EarningsEntryPage',
    items: [
      entry('e2'),
      entry('e1', { bucket: 'PENDING', memo: 'Booking paid: Personal plan, React', amountKobo: 3_920_000 }),
    ],
    nextToken: 'next-1',
  },
  ...overrides,
});

function server(call: GraphQLCall) {
  if (call.query.includes('query MentorEarningsHistory')) {
    expect(call.variables).toMatchObject({ nextToken: 'next-1', limit: 10 });
    const page = {
      __typename: 'EarningsEntryPage',
      items: [entry('e0', { bucket: 'IN_FLIGHT', memo: 'Payout sent', amountKobo: -500_000 })],
      nextToken: null,
    };
    return { data: { mentorEarnings: { __typename: 'MentorEarnings', history: page } } };
  }
  if (call.query.includes('query MentorEarnings')) return { data: { mentorEarnings: earnings() } };
  return undefined;
}

const rows = () =>
  screen
    .getAllByTestId('earnings-row')
    .map((row) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent));

describe('EarningsSection', () => {
  it("shows the server's pending, available and paid figures and the history, newest first, then the next page", async () => {
    const page = renderPage(<EarningsSection />, { respond: server });
    await waitFor(() => expect(screen.getAllByTestId('earnings-figure')).toHaveLength(3));
    expect(screen.getAllByTestId('earnings-figure').map((f) => f.textContent)).toEqual([
      '₦34,300PendingPaid bookings, earned as each session is held',
      '₦4,900.01AvailableEarned, paid out in the weekly payout',
      '₦120,000Paid outReceived by your bank',
    ]);
    expect(screen.queryByText(/on its way to your bank/)).toBeNull();
    expect(rows()).toEqual([
      ['21 Nov 2026', 'Session held: e2', 'Available', '+₦4,900'],
      ['21 Nov 2026', 'Booking paid: Personal plan, React', 'Pending', '+₦39,200'],
    ]);
    expect(page.calls[0]?.variables).toMatchObject({ limit: 10 });

    screen.getByRole('button', { name: 'Load more' }).click();
    await waitFor(() => expect(screen.getAllByTestId('earnings-row')).toHaveLength(3));
    expect(rows()[2]).toEqual(['21 Nov 2026', 'Payout sent', 'On its way to your bank', '−₦5,000']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says what is on its way, and what shows before anything was paid', async () => {
    renderPage(<EarningsSection />, {
      respond: (call) =>
        call.query.includes('query MentorEarnings')
          ? {
              data: {
                mentorEarnings: earnings({
                  inFlightKobo: 250_000,
                  history: { __typename: 'EarningsEntryPage', items: [], nextToken: null },
                }),
              },
            }
          : undefined,
    });
    expect(await screen.findByText('₦2,500 is on its way to your bank.')).toBeTruthy();
    expect(screen.getByText(/Nothing yet/)).toBeTruthy();
    expect(screen.queryByTestId('earnings-row')).toBeNull();
  });

  it('tells the mentor when the figures could not be loaded', async () => {
    renderPage(<EarningsSection />, {
      respond: (call) =>
        call.query.includes('query MentorEarnings')
          ? { errors: [{ message: 'You are not allowed to do this', extensions: { code: 'FORBIDDEN' } }] }
          : undefined,
    });
    expect(await screen.findByText('Your earnings could not be loaded')).toBeTruthy();
  });

  it('signs amounts: credits with +, money leaving a balance with a true minus', () => {
    expect(signedNaira(490_000)).toBe('+₦4,900');
    expect(signedNaira(-1)).toBe('−₦0.01');
    expect(signedNaira(0)).toBe('+₦0');
  });
});
