import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { CheckoutPage, NETWORK_ERROR_TITLE } from './CheckoutPage';

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

async function book() {
  fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: '+234 803 000 1111' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'tunde@example.com' } });
  fireEvent.click(screen.getByRole('checkbox'));
  await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Book course' }).disabled).toBe(false));
  fireEvent.click(screen.getByRole('button', { name: 'Book course' }));
}

describe('CheckoutPage', () => {
  it('says when to try again after too many bookings, not that the network failed', async () => {
    renderPage(<CheckoutPage />, {
      path: '/checkout/c1',
      respond: answering({ data: null, errors: [{ message: RATE_LIMITED, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 200 } }] }),
    });
    await book();
    expect(await screen.findByText(RATE_LIMITED)).toBeTruthy();
    expect(screen.queryByText(NETWORK_ERROR_TITLE)).toBeNull();
  });

  it('shows the network error for anything unexpected', async () => {
    renderPage(<CheckoutPage />, { path: '/checkout/c1', respond: answering({ data: null, errors: [{ message: 'Unexpected error.' }] }) });
    await book();
    expect(await screen.findByText(NETWORK_ERROR_TITLE)).toBeTruthy();
  });
});
