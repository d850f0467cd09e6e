import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paymentMessages } from '@eazy2con/shared/payments';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { readPendingBooking, savePendingBooking } from '../bookings/public';
import { SETTLED_BOOKING_ATTRIBUTE, START_ON_ARRIVAL_ATTRIBUTE } from '../../core/page-marks';
import { PaymentResultPage } from './PaymentResultPage';

const TX_REF = 'e2c-6f1c1f7e-0c4d-4a59-9a51-1f7a5e2d3c4b';
const BOOKING = { id: '3b6d0f52-7f1e-4c55-8f36-0d2c4b7a9e10', token: 'tok' };

const answer =
  (status: string, paid = status === 'SUCCESSFUL') =>
  () => ({
    data: {
      paymentResult: {
        __typename: 'PaymentResult',
        status,
        paid,
        bookingKind: 'CAMP',
        bookingId: BOOKING.id,
        txRef: TX_REF,
        item: 'Weekend Camp (2 children)',
        amountKobo: 1_800_000,
      },
    },
  });

const open = (query: string, respond: (call: GraphQLCall) => unknown) =>
  renderPage(<PaymentResultPage />, { path: `/weekendcampsuccess?${query}`, route: '/weekendcampsuccess', respond });

beforeEach(() => {
  window.localStorage.clear();
});

describe('PaymentResultPage', () => {
  it("asks the server to verify the payment in the URL, and says 'Payment was successful!' only when it is; then forgets the booking", async () => {
    savePendingBooking('camp', BOOKING);
    const page = open(`status=successful&tx_ref=${TX_REF}&transaction_id=4900001`, answer('SUCCESSFUL'));
    expect(await screen.findByRole('heading', { name: paymentMessages.successful })).toBeTruthy();
    expect(page.calls.filter((c) => c.query.includes('paymentResult')).map((c) => c.variables)).toEqual([
      { txRef: TX_REF, transactionId: '4900001', status: 'successful' },
    ]);
    await waitFor(() => expect(readPendingBooking('camp')).toBeNull());
    expect(screen.getByRole('link', { name: paymentMessages.backToWebsite }).getAttribute('href')).toBe('/');
    // What was bought, for how much, the reference and what happens next: from the server's answer.
    expect(screen.getByTestId('payment-item').textContent).toBe('Weekend Camp (2 children)');
    expect(screen.getByTestId('payment-amount').textContent).toBe('₦18,000');
    expect(screen.getByTestId('payment-reference').textContent).toBe(TX_REF);
    expect(screen.getByTestId('payment-next').textContent).toBe(paymentMessages.paidNext);
    // Nothing here needs the app at once: drawn by the server, the page waits for the first touch, and its first
    // script forgets the paid booking (the camp's key) from the mark.
    expect(document.querySelector(`[${START_ON_ARRIVAL_ATTRIBUTE}]`)).toBeNull();
    const mark = document.querySelector(`[${SETTLED_BOOKING_ATTRIBUTE}]`)?.getAttribute(SETTLED_BOOKING_ATTRIBUTE);
    expect(mark).toBe(`weekend-camp-id:${BOOKING.id}`);
  });

  it("does not believe status=successful in the URL: the server's PENDING is 'not successful', and the booking is kept", async () => {
    savePendingBooking('camp', BOOKING);
    open(`status=successful&tx_ref=${TX_REF}`, answer('PENDING'));
    expect(await screen.findByRole('heading', { name: paymentMessages.notCompleted })).toBeTruthy();
    expect(readPendingBooking('camp')).toEqual(BOOKING);
  });

  it("says 'Payment not Successful' for a verified failure", async () => {
    open(`status=failed&tx_ref=${TX_REF}&transaction_id=1`, answer('FAILED'));
    expect(await screen.findByRole('heading', { name: paymentMessages.notCompleted })).toBeTruthy();
    expect(await screen.findByText(paymentMessages.checkoutFailed)).toBeTruthy();
  });

  it('warns that a cancelled checkout is incomplete and offers to pay again by card or by transfer, not "we will reach out"', async () => {
    savePendingBooking('camp', BOOKING);
    open(`status=cancelled&tx_ref=${TX_REF}`, answer('CANCELLED'));
    expect(await screen.findByText(paymentMessages.checkoutIncomplete)).toBeTruthy();
    expect(screen.getByRole('heading', { name: paymentMessages.notCompleted })).toBeTruthy();
    expect(screen.queryByText(/reach out to you soon/)).toBeNull();
    expect(screen.getByTestId('payment-next').textContent).toBe(paymentMessages.notCompletedNext);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay by bank transfer' })).toBeTruthy();
    // Why and how to pay again, at once: drawn by the server, the page starts its app on arrival.
    expect(document.querySelector(`[${START_ON_ARRIVAL_ATTRIBUTE}]`)).not.toBeNull();
  });

  it('tells a browser that does not hold the booking how to try again', async () => {
    open(`status=cancelled&tx_ref=${TX_REF}`, answer('CANCELLED'));
    expect(await screen.findByTestId('payment-next')).toBeTruthy();
    expect(screen.getByTestId('payment-next').textContent).toBe(paymentMessages.retryElsewhere);
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it("shows 'Something went wrong' with the copy-the-link advice when the server cannot settle", async () => {
    open(`status=successful&tx_ref=nope`, () => ({
      data: null,
      errors: [{ message: 'This payment was not found', extensions: { code: 'NOT_FOUND' } }],
    }));
    expect(await screen.findByText(paymentMessages.settleErrorTitle)).toBeTruthy();
    expect(screen.getByText(paymentMessages.settleErrorDescription)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: paymentMessages.notSuccessful })).toBeTruthy();
  });

  it('without a tx_ref asks nothing and is not successful', async () => {
    const page = open('status=successful', answer('SUCCESSFUL'));
    expect(await screen.findByRole('heading', { name: paymentMessages.notSuccessful })).toBeTruthy();
    expect(page.calls.filter((c) => c.query.includes('paymentResult'))).toHaveLength(0);
    // Nothing to say at once: drawn by the server, it waits for the first touch.
    expect(document.querySelector(`[${START_ON_ARRIVAL_ATTRIBUTE}]`)).toBeNull();
  });
});
