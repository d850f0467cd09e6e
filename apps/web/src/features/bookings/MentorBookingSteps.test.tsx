import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '@eazy2con/shared/validation/mentor-booking';
import { renderPage } from '../../test/render-page';
import { CHOOSE_TIME } from './booking-messages';
import { BookMentorPage } from './MentorBookingPage';
import { TRIAL_MESSAGES } from '@eazy2con/shared/validation/trial';
import {
  bookedInputs,
  chooseMentorAndTimes,
  created,
  enterTrialCode,
  fill,
  fillAdultForm,
  mutations,
  sentTimes,
  SLOTS,
  START,
  submit,
  TAKEN_MESSAGE,
  TRIAL_CODE,
} from './mentor-booking.fixtures';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

const page = (respond = created(), path = '/book-mentor') =>
  renderPage(<BookMentorPage />, { path, route: '/book-mentor', respond });

describe('/book-mentor: plan option, mentor and session times', () => {
  it('offers how often for a plan with a price range, shows the chosen amount and sends it as planOption', async () => {
    const { calls } = page();
    const group = screen.getByRole('group', { name: 'How often?' });
    expect(within(group).getByLabelText<HTMLInputElement>('2 calls a week — ₦49,000 per month').checked).toBe(true);
    fireEvent.click(within(group).getByLabelText('3 calls a week — ₦75,000 per month'));
    expect(
      screen.getByText('Amount: ₦75,000. 12 sessions of 60 minutes every 4 weeks.', { exact: false }),
    ).toBeTruthy();
    fillAdultForm();
    await chooseMentorAndTimes(1);
    submit();
    await screen.findByRole('heading', { name: 'Successfully Registered' });
    expect(mutations(calls, 'createBookAmentor')[0]?.variables.input).toMatchObject({
      type: 'Personal',
      planOption: '3-per-week',
    });
  });

  it('sends e-mail alone by default, and WhatsApp or SMS only when the booker ticks them', async () => {
    const { calls } = page();
    fillAdultForm();
    const group = screen.getByRole('group', { name: /Also send my booking/ });
    expect(within(group).getByLabelText<HTMLInputElement>('WhatsApp').checked).toBe(false);
    expect(within(group).queryByText(/send us START/)).toBeNull();
    fireEvent.click(within(group).getByLabelText('WhatsApp'));
    // Ticking the box does not undo a STOP reply (decision 0030): the form says how to.
    expect(within(group).getByText(/replied STOP to our WhatsApp messages, send us START/)).toBeTruthy();
    await chooseMentorAndTimes(1);
    submit();
    await screen.findByRole('heading', { name: 'Successfully Registered' });
    expect(mutations(calls, 'createBookAmentor')[0]?.variables.input).toMatchObject({
      channels: ['EMAIL', 'WHATSAPP'],
    });
  });

  it('starts a new plan on its first option, and hides the question for a plan with one price', () => {
    page();
    fill('Membership type', 'Premium');
    const group = screen.getByRole('group', { name: 'How often?' });
    expect(within(group).getByLabelText<HTMLInputElement>(/^3 one-hour calls a week — ₦99,000/).checked).toBe(true);
    expect(screen.getByText('Amount: ₦99,000.', { exact: false })).toBeTruthy();
    fill('Membership type', 'Team');
    expect(screen.queryByRole('group', { name: 'How often?' })).toBeNull();
  });

  it("searches the directory, picks a mentor and shows that mentor's times in the first cycle", async () => {
    const { calls } = page();
    fill('Start date', START);
    expect(screen.getByText('Choose your mentor first to see their free times.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Find a mentor'), { target: { value: 'Ngozi' } });
    await waitFor(() =>
      expect(calls.some((c) => c.query.includes('listMentors') && c.variables.filter !== null)).toBe(true),
    );
    const search = calls.filter((c) => c.query.includes('listMentors')).at(-1);
    expect(search?.variables).toEqual({ filter: { q: 'Ngozi' }, limit: 6 });
    fireEvent.click(await screen.findByRole('button', { name: /Ngozi Okafor/ }));
    expect(screen.getByTestId('booking-mentor').textContent).toContain('Ngozi Okafor');
    expect(screen.getByTestId('booking-cycle').textContent).toMatch(/^Your first cycle runs from \w+ \d+ \w+ to /);
    await screen.findAllByRole('button', { name: /WAT/ });
    expect(calls.find((c) => c.query.includes('mentorSlots'))?.variables).toMatchObject({
      mentorId: 'm2',
      minutes: 60,
      weekendsOnly: false,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Choose another mentor' }));
    expect(screen.getByLabelText('Find a mentor')).toBeTruthy();
  });

  it("opens on the mentor of ?mentor= (a profile's Book link), and searches when that mentor is unknown", async () => {
    const { calls, unmount } = page(created(), '/book-mentor?mentor=m1');
    expect((await screen.findByTestId('booking-mentor')).textContent).toContain('Chidi Eze');
    expect(calls.find((c) => c.query.includes('getMentor'))?.variables).toEqual({ id: 'm1' });
    expect(screen.queryByLabelText('Find a mentor')).toBeNull();
    fillAdultForm();
    await chooseMentorAndTimes(1, null);
    submit();
    await screen.findByRole('heading', { name: 'Successfully Registered' });
    expect(mutations(calls, 'createBookAmentor')[0]?.variables.input).toMatchObject({ mentorId: 'm1' });
    unmount();
    window.localStorage.clear();

    page(created(), '/book-mentor?mentor=gone');
    expect(await screen.findByText('We could not find that mentor. Please choose one below.')).toBeTruthy();
    expect(screen.getByLabelText('Find a mentor')).toBeTruthy();
  });

  it('asks for a time once a mentor is chosen, and books the chosen times with the booking in one call', async () => {
    const { calls } = page();
    fillAdultForm();
    await chooseMentorAndTimes(0);
    submit();
    expect(await screen.findByText(CHOOSE_TIME)).toBeTruthy();
    expect(mutations(calls, 'createBookAmentor')).toHaveLength(0);
    for (const time of (await screen.findAllByRole('button', { name: /WAT/ })).slice(0, 3)) fireEvent.click(time);
    expect(screen.queryByText(CHOOSE_TIME)).toBeNull();
    submit();
    await screen.findByRole('heading', { name: 'Successfully Registered' });
    expect([...sentTimes(calls)].sort()).toEqual([...SLOTS].sort());
    expect(mutations(calls, 'createBookAmentor')).toHaveLength(1);
    expect(bookedInputs(calls)).toHaveLength(0);
    expect(screen.getByTestId('booked-times').querySelectorAll('li')).toHaveLength(3);
  });

  it('drops chosen times a later start date leaves outside the cycle', async () => {
    page();
    fillAdultForm();
    await chooseMentorAndTimes(1);
    expect(screen.getByText('You have chosen 1 of 8')).toBeTruthy();
    fill('Start date', addDays(START, 1));
    await waitFor(() => expect(screen.queryByText('You have chosen 1 of 8')).toBeNull());
  });

  it('keeps the booking when a time was taken, says which and why, and waits for a replacement', async () => {
    const { calls } = page(created({}, { taken: [SLOTS[1] ?? ''] }));
    fillAdultForm();
    await chooseMentorAndTimes(2);
    submit();
    await screen.findByRole('heading', { name: 'Your booking is saved, but some times could not be booked' });
    expect(screen.getByTestId('failed-times').textContent).toContain(TAKEN_MESSAGE);
    expect(screen.getByTestId('failed-times').textContent).toContain('14:00 WAT');
    // Kept already, so a visit later still finds it to pay; payment waits until the times are settled.
    expect(window.localStorage.getItem('book-mentor-id')).toBe('{"id":"b1","token":"tok-1"}');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    const replacement = (await screen.findAllByRole('button', { name: /WAT/ })).at(-1);
    if (replacement) fireEvent.click(replacement);
    fireEvent.click(screen.getByRole('button', { name: 'Book these times' }));
    await screen.findByRole('heading', { name: 'Successfully Registered' });
    expect(bookedInputs(calls).map((i) => i.start)).toContain(SLOTS[2]);
    expect(mutations(calls, 'createBookAmentor')).toHaveLength(1);
    expect(screen.getByTestId('booked-times').querySelectorAll('li')).toHaveLength(2);
  });

  it('tries a replacement lost to the network again with the same key', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let offline = true;
    const { calls } = page((call) =>
      created({}, { taken: [SLOTS[0] ?? ''], offline: offline ? [SLOTS[2] ?? ''] : [] })(call),
    );
    fillAdultForm();
    await chooseMentorAndTimes(1);
    submit();
    await screen.findByRole('heading', { name: 'Your booking is saved, but some times could not be booked' });
    const replacement = (await screen.findAllByRole('button', { name: /WAT/ })).at(-1);
    if (replacement) fireEvent.click(replacement);
    fireEvent.click(screen.getByRole('button', { name: 'Book these times' }));
    await waitFor(() =>
      expect(screen.getByTestId('failed-times').textContent).toContain('We could not reach our server'),
    );
    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Book these times' }));
    await screen.findByRole('heading', { name: 'Successfully Registered' });
    const [first, again] = bookedInputs(calls);
    expect(first?.start).toBe(SLOTS[2]);
    expect(again?.start).toBe(first?.start);
    expect(again?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('books the free trial with its one session at once', async () => {
    const { calls } = renderPage(<BookMentorPage />, {
      path: '/book-mentor',
      state: { type: 'Trial' },
      respond: created({ type: 'Trial', amountKobo: 0 }),
    });
    fillAdultForm();
    await chooseMentorAndTimes(2);
    expect(screen.getByText('You have chosen 1 of 1')).toBeTruthy();
    // One free trial per person: the e-mail is confirmed with a mailed code first.
    submit();
    expect(await screen.findByText(TRIAL_MESSAGES.codeRequired)).toBeTruthy();
    expect(mutations(calls, 'createBookAmentor')).toHaveLength(0);
    await enterTrialCode();
    expect(mutations(calls, 'requestTrialCode')[0]?.variables).toEqual({ email: 'ada@example.com', audience: 'adult' });
    submit();
    await screen.findByRole('heading', { name: 'Your free trial is booked' });
    expect(mutations(calls, 'createBookAmentor')[0]?.variables.input).toMatchObject({
      planOption: 'trial',
      trialCode: TRIAL_CODE,
      times: [SLOTS[0]],
    });
    expect(bookedInputs(calls)).toHaveLength(0);
  });

  it("shows the server's word on the code (wrong, expired) under the code field", async () => {
    const wrong = {
      message: TRIAL_MESSAGES.codeWrong,
      extensions: { code: 'BAD_USER_INPUT', fields: { trialCode: TRIAL_MESSAGES.codeWrong } },
    };
    const { calls } = renderPage(<BookMentorPage />, {
      path: '/book-mentor',
      state: { type: 'Trial' },
      respond: (call) =>
        call.query.includes('createBookAmentor') ? { data: null, errors: [wrong] } : created({ type: 'Trial' })(call),
    });
    fillAdultForm();
    await chooseMentorAndTimes(1);
    await enterTrialCode();
    submit();
    await waitFor(() => expect(screen.getAllByText(TRIAL_MESSAGES.codeWrong).length).toBeGreaterThan(0));
    expect(mutations(calls, 'createBookAmentor')).toHaveLength(1);
  });
});
