import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paymentMessages } from '@eazy2con/shared/payments';
import { renderPage } from '../../test/render-page';
import { PayNowButton } from './PayNowButton';

const goToCheckout = vi.hoisted(() => vi.fn());
vi.mock('../payments/go-to-checkout', () => ({ goToCheckout }));

const BOOKING = { bookingId: '3b6d0f52-7f1e-4c55-8f36-0d2c4b7a9e10', token: 'tok' };

describe('PayNowButton', () => {
  it('asks the server to start a checkout for the booking (no amount sent) and goes to the link it answers', async () => {
    const link = 'http://localhost:3000/api/payments/sandbox/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
    const page = renderPage(<PayNowButton kind="kidMentor" {...BOOKING} />, {
      respond: () => ({ data: { startPayment: { __typename: 'PaymentCheckout', link, txRef: 'e2c-1' } } }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(link));
    expect(page.calls.map((c) => c.variables)).toEqual([{ kind: 'KID_MENTOR', ...BOOKING }]);
  });

  it("says 'Payment not Successful' with the server's reason when no checkout starts", async () => {
    goToCheckout.mockClear();
    renderPage(<PayNowButton kind="camp" {...BOOKING} />, {
      respond: () => ({
        data: null,
        errors: [{ message: 'This booking is already paid', extensions: { code: 'CONFLICT' } }],
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText(paymentMessages.checkoutFailed)).toBeTruthy();
    expect(screen.getByText('This booking is already paid')).toBeTruthy();
    expect(goToCheckout).not.toHaveBeenCalled();
  });
});
