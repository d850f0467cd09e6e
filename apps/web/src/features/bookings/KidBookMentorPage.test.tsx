import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENTOR_BOOKING_MESSAGES as M } from '@eazy2con/shared/validation/mentor-booking';
import { renderPage } from '../../test/render-page';
import { KIDS_FAILURE } from './booking-messages';
import { KidBookMentorPage } from './MentorBookingPage';
import {
  chooseMentorAndTimes,
  created,
  END,
  fill,
  mutations,
  START,
  submit,
  sentTimes,
} from './mentor-booking.fixtures';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('/kid-book-mentor', () => {
  it('books on the kids plans, Family by default, with the kids course message', async () => {
    const { calls } = renderPage(<KidBookMentorPage />, {
      path: '/kid-book-mentor',
      respond: created({ type: 'Family', amountKobo: 9_999_900 }),
    });
    expect(
      screen.getByText('Amount: ₦99,999. 8 sessions of 60 minutes every 4 weeks, on weekends.', { exact: false }),
    ).toBeTruthy();
    submit();
    expect(await screen.findByText(M.kidsCourse)).toBeTruthy();
    fill('Full name', 'Ada Obi');
    fill('Phone', '08030001111');
    fill('Email', 'ada@example.com');
    fill('Course', 'n/a');
    fill('Start date', START);
    fill('End date', END);
    await chooseMentorAndTimes(2);
    submit();
    await screen.findByRole('heading', { name: 'Successfully Registered' });
    expect(sentTimes(calls)).toHaveLength(2);
    expect(calls.find((c) => c.query.includes('mentorSlots'))?.variables).toMatchObject({ weekendsOnly: true });
    expect(mutations(calls, 'createBookAmentor')[0]?.variables.input).toMatchObject({
      audience: 'kids',
      type: 'Family',
      planOption: 'standard',
      mentorId: 'm1',
      course: 'n/a',
    });
    expect(window.localStorage.getItem('kid-book-mentor-id')).toBe('{"id":"b1","token":"tok-1"}');
    expect(window.localStorage.getItem('book-mentor-id')).toBeNull();
  });

  it("says the server's message, or 'please your Network connection' without one", async () => {
    renderPage(<KidBookMentorPage />, {
      path: '/kid-book-mentor',
      state: { type: 'Individual' },
      respond: (call) =>
        call.query.includes('createBookAmentor')
          ? { data: null, errors: [{ message: 'Unexpected error.' }] }
          : created()(call),
    });
    fill('Full name', 'Ada Obi');
    fill('Phone', '08030001111');
    fill('Email', 'ada@example.com');
    fill('Course', 'Scratch Programming');
    fill('Start date', START);
    fill('End date', END);
    await chooseMentorAndTimes(1);
    submit();
    expect(await screen.findByText(KIDS_FAILURE)).toBeTruthy();
  });
});
