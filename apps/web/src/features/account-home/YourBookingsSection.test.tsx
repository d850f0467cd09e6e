import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paymentMessages } from '@eazy2con/shared/payments';
import { renderPage, USER_ME, type GraphQLCall } from '../../test/render-page';
import { YourBookingsSection } from './YourBookingsSection';

// Leaving the app for the provider's checkout page is the browser's navigation: recorded instead.
const goToCheckout = vi.hoisted(() => vi.fn());
vi.mock('../payments/go-to-checkout', () => ({ goToCheckout }));

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
  payable: false,
  invoices: [],
  receipts: [],
  ...over,
});

const invoice = (over: Record<string, unknown>) => ({
  __typename: 'AccountInvoice',
  id: '0b9f1a3e-1d2c-4e5f-8a9b-0c1d2e3f4a5b',
  number: 'E2C-2026-000123',
  status: 'UNPAID',
  amountKobo: 1_800_000,
  issuedAt: '2026-11-20T10:00:00.000Z',
  dueAt: '2026-11-27T10:00:00.000Z',
  canPay: true,
  canReopen: false,
  ...over,
});

const listing = (items: unknown[]) => (call: GraphQLCall) =>
  call.query.includes('query MyBookings') ? { data: { myBookings: items } } : undefined;

/** An unpaid camp with an open invoice whose account closed, and a paid plan with its invoice and card receipt. */
const CAMP_AND_PLAN = [
  booking({
    kind: 'CAMP',
    id: 'c1',
    title: 'Weekend camp · 2 children',
    detail: 'for Amaka and Tobi',
    status: 'AWAITING_PAYMENT',
    amountKobo: 1_800_000,
    payable: true,
    invoices: [invoice({ canReopen: true })],
  }),
  booking({
    invoices: [
      invoice({
        id: '5d1f3c2a-8b4e-4f6a-9c7d-2e1f0a9b8c7d',
        number: 'E2C-2026-000101',
        status: 'PAID',
        amountKobo: 4_900_000,
        canPay: false,
      }),
    ],
    receipts: [
      {
        __typename: 'AccountReceipt',
        paymentId: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
        paidAt: '2026-11-21T09:30:00.000Z',
        amountKobo: 4_900_000,
        method: 'CARD',
      },
    ],
  }),
];

describe('Your bookings (issue 35)', () => {
  it('lists every kind with where it stands, its amount and where to follow it up', async () => {
    renderPage(<YourBookingsSection />, {
      path: '/account',
      me: USER_ME,
      respond: listing([
        booking({}),
        booking({
          kind: 'BOOTCAMP',
          id: 'c1',
          title: 'Bootcamp · Frontend',
          detail: null,
          status: 'FAILED',
          amountKobo: 2_000_000,
          payable: true,
        }),
        booking({ kind: 'WEBINAR', id: 'w1', title: 'Free webinar', detail: null, status: 'BOOKED', amountKobo: null }),
      ]),
    });
    const list = await screen.findByRole('list', { name: 'Your bookings' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Personal plan · React with Adaeze OkaforPaid₦49,000Booked on 20 November 2026Your sessions',
      'Bootcamp · FrontendPayment failed₦20,000Booked on 20 November 2026BootcampPay now',
      'Free webinarBookedBooked on 20 November 2026',
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Your sessions' }).getAttribute('href')).toBe('/my-sessions');
    // Only what the server says can be paid has a Pay button.
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Pay now for Bootcamp · Frontend',
    ]);
  });

  it("shows each booking's invoices and receipts, with their PDFs, Pay while open and Reopen once closed", async () => {
    renderPage(<YourBookingsSection />, { path: '/account', me: USER_ME, respond: listing(CAMP_AND_PLAN) });
    const campInvoices = await screen.findByRole('list', { name: 'Invoices of Weekend camp · 2 children' });
    const [open] = within(campInvoices).getAllByRole('listitem');
    expect(open?.textContent).toBe(
      'Invoice E2C-2026-000123 · Unpaid · ₦18,000 · issued 20 November 2026PayReopenDownload PDF',
    );
    expect(
      within(open!).getByRole('link', { name: 'Download PDF of invoice E2C-2026-000123' }).getAttribute('href'),
    ).toBe('/api/invoices/0b9f1a3e-1d2c-4e5f-8a9b-0c1d2e3f4a5b.pdf');
    // The open invoice has its own Pay: the booking does not offer a second one.
    expect(screen.queryByRole('button', { name: /^Pay now/ })).toBeNull();

    const planInvoices = screen.getByRole('list', { name: 'Invoices of Personal plan · React' });
    expect(within(planInvoices).getByRole('listitem').textContent).toBe(
      'Invoice E2C-2026-000101 · Paid · ₦49,000 · issued 20 November 2026Download PDF',
    );
    const receipts = screen.getByRole('list', { name: 'Receipts of Personal plan · React' });
    expect(within(receipts).getByRole('listitem').textContent).toBe(
      'Receipt · ₦49,000 paid on 21 November 2026 by cardDownload receipt',
    );
    expect(
      within(receipts).getByRole('link', { name: 'Download receipt of 21 November 2026 (PDF)' }).getAttribute('href'),
    ).toBe('/api/receipts/7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d.pdf');
  });

  it('pays an open invoice by card with no token: the server is asked for the booking, and the browser leaves', async () => {
    goToCheckout.mockClear();
    const link = 'http://localhost:3000/api/payments/sandbox/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
    const page = renderPage(<YourBookingsSection />, {
      path: '/account',
      me: USER_ME,
      respond: (call) =>
        call.query.includes('mutation PayOwnBooking')
          ? { data: { startPayment: { __typename: 'PaymentCheckout', link } } }
          : listing(CAMP_AND_PLAN)(call),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay invoice E2C-2026-000123' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(link));
    const paid = page.calls.filter((c) => c.query.includes('mutation PayOwnBooking'));
    expect(paid.map((c) => c.variables)).toEqual([{ kind: 'CAMP', bookingId: 'c1' }]);
  });

  it("says 'Payment not Successful' with the server's reason when no checkout starts", async () => {
    goToCheckout.mockClear();
    renderPage(<YourBookingsSection />, {
      path: '/account',
      me: USER_ME,
      respond: (call) =>
        call.query.includes('mutation PayOwnBooking')
          ? { data: null, errors: [{ message: 'This booking is already paid', extensions: { code: 'CONFLICT' } }] }
          : listing(CAMP_AND_PLAN)(call),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay invoice E2C-2026-000123' }));
    expect(await screen.findByText(paymentMessages.checkoutFailed)).toBeTruthy();
    expect(screen.getByText('This booking is already paid')).toBeTruthy();
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('reopens an invoice whose account closed, shows the new account and reads the bookings again', async () => {
    const page = renderPage(<YourBookingsSection />, {
      path: '/account',
      me: USER_ME,
      respond: (call) =>
        call.query.includes('mutation ReopenOwnInvoice')
          ? {
              data: {
                renewTransferAccount: {
                  __typename: 'BookingInvoice',
                  id: '0b9f1a3e-1d2c-4e5f-8a9b-0c1d2e3f4a5b',
                  status: 'UNPAID',
                  transfer: {
                    __typename: 'TransferAccount',
                    bankName: 'Wema Bank',
                    accountNumber: '7824822527',
                    amountKobo: 1_800_000,
                    expiresAt: '2026-11-22T14:00:00.000Z',
                    expired: false,
                    sandbox: false,
                  },
                },
              },
            }
          : listing(CAMP_AND_PLAN)(call),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen invoice E2C-2026-000123' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Reopened: transfer exactly ₦18,000 to Wema Bank, account 7824822527, before 22 November 2026 at 15:00.',
    );
    expect(page.calls.find((c) => c.query.includes('mutation ReopenOwnInvoice'))?.variables).toEqual({
      id: '0b9f1a3e-1d2c-4e5f-8a9b-0c1d2e3f4a5b',
    });
    await waitFor(() => expect(page.calls.filter((c) => c.query.includes('query MyBookings')).length).toBe(2));
  });

  it('says where bookings will show when there are none', async () => {
    renderPage(<YourBookingsSection />, { path: '/account', me: USER_ME, respond: listing([]) });
    expect(await screen.findByText(/Nothing booked with this e-mail yet/)).toBeTruthy();
  });
});

describe('Your bookings: a plan that is a membership (issue 36)', () => {
  it('shows its status and next renewal, asked with no token, and links to manage it on My sessions', async () => {
    const cycle = { sessionsIncluded: 8, sessionsUsed: 2, sessionsCarried: 0, amountKobo: 4_900_000 };
    const page = renderPage(<YourBookingsSection />, {
      path: '/account',
      me: USER_ME,
      respond: (call) =>
        call.query.includes('query MembershipsOf(')
          ? {
              data: {
                memberships: [
                  {
                    bookingId: 'b1',
                    status: 'ACTIVE',
                    autoRenew: true,
                    nextRenewalOn: '2099-03-12',
                    pausedUntil: null,
                    standingTimes: [],
                    paymentMethod: { kind: 'CARD', last4: '4242', expiry: '09/32' },
                    cycles: [
                      { ...cycle, number: 1, startsOn: '2020-01-01', endsOn: '2099-03-12', status: 'PAID', paid: true },
                    ],
                  },
                ],
              },
            }
          : listing([
              booking({}),
              booking({ kind: 'KIDS', id: 'k1', title: 'Trial plan · Scratch', status: 'NOT_REQUIRED' }),
            ])(call),
    });
    const summary = await screen.findByLabelText('Membership');
    expect(summary.textContent).toBe('Membership: ActiveNext renewal 12 March 2099 · ₦49,000Manage membership');
    expect(within(summary).getByRole('link', { name: 'Manage membership' }).getAttribute('href')).toBe('/my-sessions');
    // Only the paid plan is asked about, signed in (no token), in one request; the free trial is not a membership.
    const asked = page.calls.filter((c) => c.query.includes('query MembershipsOf('));
    expect(asked.map((c) => c.variables)).toEqual([{ bookingIds: ['b1'] }]);
  });
});
