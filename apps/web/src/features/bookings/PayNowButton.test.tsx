import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paymentMessages } from '@eazy2con/shared/payments';
import { SAVE_CARD_LABEL, SAVE_CARD_SIGN_IN } from '@eazy2con/shared/validation/saved-cards';
import { renderPage, USER_ME } from '../../test/render-page';
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
    expect(page.calls.map((c) => c.variables)).toEqual([{ kind: 'KID_MENTOR', ...BOOKING, saveCard: false }]);
  });

  it('lets a signed-in payer ask to save the card for renewals (unticked until they tick it)', async () => {
    const link = 'http://localhost:3000/api/payments/sandbox/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
    const page = renderPage(<PayNowButton kind="camp" {...BOOKING} />, {
      me: USER_ME,
      respond: (call) =>
        call.query.includes('StartPayment')
          ? { data: { startPayment: { __typename: 'PaymentCheckout', link, txRef: 'e2c-2' } } }
          : undefined,
    });
    const box = await screen.findByRole('checkbox', { name: SAVE_CARD_LABEL });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(link));
    const started = page.calls.filter((c) => c.query.includes('StartPayment'));
    expect(started.map((c) => c.variables)).toEqual([{ kind: 'CAMP', ...BOOKING, saveCard: true }]);
  });

  it('tells a visitor a card is saved only with an account, with no box to tick', async () => {
    renderPage(<PayNowButton kind="camp" {...BOOKING} />, {
      respond: () => ({ data: { startPayment: { __typename: 'PaymentCheckout', link: 'x', txRef: 'e2c-3' } } }),
    });
    expect(await screen.findByText(SAVE_CARD_SIGN_IN)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('checkbox')).toBeNull();
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
