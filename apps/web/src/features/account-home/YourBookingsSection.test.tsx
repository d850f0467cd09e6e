import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, USER_ME, type GraphQLCall } from '../../test/render-page';
import { YourBookingsSection } from './YourBookingsSection';

const booking = (over: Record<string, unknown>) => ({
  __typename: 'AccountBooking',
  kind: 'MENTOR',
  id: 'b1',
  title: 'Personal plan · React',
  detail: 'with Adaeze Okafor',
  status: 'PAID',
  cancelled: false,
  amountKobo: 4_900_000,
  createdAt: '2026-11-20T10:00:00.000Z',
  at: null,
  ...over,
});

const answer = (items: unknown[]) => (call: GraphQLCall) =>
  call.query.includes('query MyBookings') ? { data: { myBookings: items } } : undefined;

describe('Your bookings (issue 35)', () => {
  it('lists every kind with where it stands, its amount and where to follow it up', async () => {
    renderPage(<YourBookingsSection />, {
      path: '/account',
      me: USER_ME,
      respond: answer([
        booking({}),
        booking({
          kind: 'CAMP',
          id: 'c1',
          title: 'Weekend camp · 2 children',
          detail: 'for Amaka and Tobi',
          status: 'AWAITING_PAYMENT',
          amountKobo: 1_800_000,
        }),
        booking({ kind: 'WEBINAR', id: 'w1', title: 'Free webinar', detail: null, status: 'BOOKED', amountKobo: null }),
      ]),
    });
    const list = await screen.findByRole('list', { name: 'Your bookings' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Personal plan · React with Adaeze OkaforPaid₦49,000Booked on 20 November 2026Your sessions',
      'Weekend camp · 2 children for Amaka and TobiWaiting for payment₦18,000Booked on 20 November 2026Weekend camp',
      'Free webinarBookedBooked on 20 November 2026',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Your sessions' }).getAttribute('href')).toBe('/my-sessions');
    expect(
      screen.getByText('To pay, or to reopen an invoice, use the link in the e-mail we sent when you booked.'),
    ).toBeTruthy();
  });

  it('says where bookings will show when there are none', async () => {
    renderPage(<YourBookingsSection />, { path: '/account', me: USER_ME, respond: answer([]) });
    expect(await screen.findByText(/Nothing booked with this e-mail yet/)).toBeTruthy();
  });
});
