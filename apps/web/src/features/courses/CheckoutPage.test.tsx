import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, USER_ME, type GraphQLCall } from '../../test/render-page';
import { BOOKING_CONFIRMED, BOOKING_SUCCESS, CHECK_YOUR_MAIL, CheckoutPage, NETWORK_ERROR_TITLE } from './CheckoutPage';

const RATE_LIMITED = 'Too many attempts from your connection. Please try again in 4 minutes.';

const course = {
  __typename: 'Course',
  id: 'c1',
  mentorId: 'm1',
  title: 'React from scratch',
  image: '/images/courses/react.jpg',
  video: null,
  description: '<p>Components and hooks.</p>',
  language: 'JavaScript',
  topics: ['Components', 'Hooks'],
  duration: 12,
  rating: null,
  ratingCount: 0,
  students: 0,
  commentCount: 0,
  mentor: { __typename: 'Mentor', id: 'm1', firstname: 'Ada', lastname: 'Obi', specialization: 'Frontend' },
  latestComments: [],
};

const answering = (bookingAnswer: unknown) => (call: GraphQLCall) =>
  call.query.includes('createBookCourse') ? bookingAnswer : { data: { getCourse: course } };

async function book(email: string | null = 'tunde@example.com') {
  fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '+234 803 000 1111' } });
  if (email !== null) fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('checkbox'));
  await waitFor(() =>
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Book course' }).disabled).toBe(false),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Book course' }));
}

describe('CheckoutPage', () => {
  it('says when to try again after too many bookings, not that the network failed', async () => {
    renderPage(<CheckoutPage />, {
      path: '/checkout/c1',
      respond: answering({
        data: null,
        errors: [{ message: RATE_LIMITED, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 200 } }],
      }),
    });
    await book();
    expect(await screen.findByText(RATE_LIMITED)).toBeTruthy();
    expect(screen.queryByText(NETWORK_ERROR_TITLE)).toBeNull();
  });

  it('shows the network error for anything unexpected', async () => {
    renderPage(<CheckoutPage />, {
      path: '/checkout/c1',
      respond: answering({ data: null, errors: [{ message: 'Unexpected error.' }] }),
    });
    await book();
    expect(await screen.findByText(NETWORK_ERROR_TITLE)).toBeTruthy();
  });

  const booked = (confirmed: boolean) => ({
    data: { createBookCourse: { __typename: 'BookCourse', id: 'b1', courseId: 'c1', confirmed } },
  });

  it("tells a visitor to confirm the booking with the mailed link, with the spec's success message", async () => {
    renderPage(<CheckoutPage />, { path: '/checkout/c1', respond: answering(booked(false)) });
    await book();
    expect((await screen.findAllByText(BOOKING_SUCCESS)).length).toBeGreaterThan(0);
    expect((await screen.findAllByText(CHECK_YOUR_MAIL)).length).toBeGreaterThan(0);
  });

  it("offers the signed-in account's e-mail, and says a booking with it is confirmed", async () => {
    const page = renderPage(<CheckoutPage />, { path: '/checkout/c1', me: USER_ME, respond: answering(booked(true)) });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@example.com'));
    await book(null);
    expect((await screen.findAllByText(BOOKING_CONFIRMED)).length).toBeGreaterThan(0);
    const call = page.calls.find((c) => c.query.includes('createBookCourse'));
    expect(call?.variables).toMatchObject({ input: { courseId: 'c1', email: 'ada@example.com' } });
  });
});
