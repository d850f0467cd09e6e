import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/render-page';
import { NewsletterBlock } from './NewsletterBlock';

const respond = () => ({
  data: {
    subscribeNewsletter: {
      email: 'ada@example.com',
      message: 'Thank you for subscribing to our newsletter!',
      pendingConfirmation: false,
      __typename: 'NewsletterSubscription',
    },
  },
});

const box = () => screen.getByLabelText<HTMLInputElement>('Email address');
const subscribe = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

describe('NewsletterBlock', () => {
  it("answers an empty box with 'Email is required!' and sends nothing", async () => {
    const { calls } = renderPage(<NewsletterBlock />, { respond });
    expect(screen.getByRole('heading', { name: 'Subscribe to Newsletter' })).toBeTruthy();
    subscribe();
    await screen.findByText('Email is required!');
    expect(calls).toHaveLength(0);
  });

  it("answers an address without @ with 'Email is not valid!'", async () => {
    const { calls } = renderPage(<NewsletterBlock />, { respond });
    fireEvent.change(box(), { target: { value: 'ada.example.com' } });
    subscribe();
    await screen.findByText('Email is not valid!');
    expect(calls).toHaveLength(0);
  });

  it('subscribes a valid address and clears the box', async () => {
    const { calls } = renderPage(<NewsletterBlock />, { respond });
    fireEvent.change(box(), { target: { value: 'ada@example.com' } });
    subscribe();
    await screen.findByText('Thank you for subscribing to our newsletter!');
    expect(calls[0]?.variables).toEqual({ email: 'ada@example.com' });
    await waitFor(() => expect(box().value).toBe(''));
  });

  it('says when to try again after too many sign-ups from one connection, and keeps the address', async () => {
    const limited = 'Too many attempts from your connection. Please try again in a minute.';
    renderPage(<NewsletterBlock />, {
      respond: () => ({
        data: null,
        errors: [{ message: limited, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 42 } }],
      }),
    });
    fireEvent.change(box(), { target: { value: 'ada@example.com' } });
    subscribe();
    await screen.findByText(limited);
    expect(box().value).toBe('ada@example.com');
  });
});
