import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { BookMentorModal } from './BookMentorModal';
import {
  chooseMentorAndTimes,
  created,
  END,
  enterTrialCode,
  mutations,
  sentTimes,
  SLOTS,
  START,
  TRIAL_CODE,
} from './mentor-booking.fixtures';

afterEach(() => window.localStorage.clear());

const mentor = { id: 'm1', firstname: 'Chidi', lastname: 'Eze', specialization: 'Frontend', imageUrl: null };
const answer = (amountKobo: number) => (call: GraphQLCall) =>
  call.query.includes('createBookAmentor')
    ? {
        data: {
          createBookAmentor: {
            __typename: 'BookAmentor',
            id: 'b9',
            fullName: 'Segun Ola',
            email: 'segun@example.com',
            phone: '08030001111',
            type: 'Family',
            course: 'Scratch Programming',
            amountKobo,
            transferOption: false,
            payment: { __typename: 'BookingPayment', status: amountKobo ? 'AWAITING_PAYMENT' : 'NOT_REQUIRED' },
            accessToken: 'tok-9',
            // Every time sent with the booking is booked.
            chosenTimes: ((call.variables.input as { times?: string[] }).times ?? []).map((start) => ({
              __typename: 'ChosenTime',
              start,
              reason: null,
              message: null,
              session: { __typename: 'ChosenSession', id: `s-${start}`, start, end: start },
            })),
          },
        },
      }
    : created()(call);

async function fillAndBook(trial = false) {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fill('Full name', 'Segun Ola');
  fill('Phone', '08030001111');
  fill('Email', 'segun@example.com');
  fill('Start date', START);
  fill('End date', END);
  // The course page's mentor is the booking's: no search, only their times.
  await chooseMentorAndTimes(1, null);
  if (trial) await enterTrialCode();
  fireEvent.click(screen.getByRole('button', { name: 'Book now' }));
}

describe('BookMentorModal', () => {
  it('books the mentor on the kids plans of a kids course page, keeps a paid booking and goes to /success', async () => {
    const { calls } = renderPage(
      <BookMentorModal
        open
        onClose={() => undefined}
        mentor={mentor}
        audience="kids"
        courseTitle="Scratch Programming"
      />,
      { path: '/featured-kid-courses/scratch', respond: answer(9_999_900) },
    );
    expect(screen.getByText('Book Chidi Eze as a mentor')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Membership type').value).toBe('Family');
    expect(screen.getByLabelText<HTMLInputElement>('Course').value).toBe('Scratch Programming');
    expect(screen.getByTestId('booking-mentor').textContent).toContain('Chidi Eze');
    expect(screen.queryByRole('button', { name: 'Choose another mentor' })).toBeNull();
    await fillAndBook();
    const where = await screen.findByTestId('where');
    expect(where.textContent).toBe('/success');
    expect(JSON.parse(where.dataset.state ?? 'null')).toEqual({ fullName: 'Segun Ola', freeTrial: false });
    expect(calls.find((c) => c.query.includes('createBookAmentor'))?.variables.input).toMatchObject({
      mentorId: 'm1',
      audience: 'kids',
      type: 'Family',
    });
    expect(sentTimes(calls)).toEqual([SLOTS[0]]);
    expect(mutations(calls, 'bookSession')).toHaveLength(0);
    expect(window.localStorage.getItem('kid-book-mentor-id')).toBe('{"id":"b9","token":"tok-9"}');
  });

  it('keeps nothing for a trial, booked with its e-mail code', async () => {
    const { calls } = renderPage(
      <BookMentorModal open onClose={() => undefined} mentor={mentor} audience="adult" courseTitle="Web Development" />,
      {
        path: '/featured-courses/web-development',
        state: { type: 'Trial' },
        respond: answer(0),
      },
    );
    expect(screen.getByLabelText<HTMLSelectElement>('Membership type').value).toBe('Trial');
    expect(screen.getByLabelText<HTMLSelectElement>('Course').value).toBe('Web Development');
    await fillAndBook(true);
    expect((await screen.findByTestId('where')).textContent).toBe('/success');
    expect(window.localStorage.getItem('book-mentor-id')).toBeNull();
    expect(mutations(calls, 'createBookAmentor')[0]?.variables.input).toMatchObject({ trialCode: TRIAL_CODE });
  });
});
