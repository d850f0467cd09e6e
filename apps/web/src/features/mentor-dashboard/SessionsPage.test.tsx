import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { SessionsPage } from './SessionsPage';

const AVAILABILITY = {
  __typename: 'MentorAvailability',
  timeZone: 'Africa/Lagos',
  weekly: [1, 2, 3, 4, 5].map((day) => ({ __typename: 'WeeklyHours', day, start: '09:00', end: '17:00' })),
  overrides: [],
  timeOff: [{ __typename: 'TimeOff', from: '2026-12-04', to: '2026-12-04' }],
  minNoticeHours: 12,
  bufferMinutes: 15,
  horizonWeeks: 4,
  acceptingNewMentees: true,
};

const session = (id: string, start: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'MentoringSession',
  id,
  start,
  end: new Date(Date.parse(start) + 3_600_000).toISOString(),
  status: 'BOOKED',
  format: 'ONE_ON_ONE',
  plan: 'Personal',
  learnerName: `Learner ${id}`,
  joinUrl: null,
  cancelledBy: null,
  cancelReason: null,
  outcome: null,
  outcomeNotes: null,
  learnerResponse: null,
  learnerComment: null,
  responseDueAt: null,
  outcomeSettled: false,
  ...overrides,
});

// "Now" is Wednesday 2 December 2026, 13:00 in Lagos: the week runs from Monday 30 November.
const NOW = new Date('2026-12-02T12:00:00Z');
const WEEK = [
  session('past', '2026-11-30T09:00:00Z'),
  session('held', '2026-12-01T09:00:00Z', {
    outcome: 'HELD',
    outcomeNotes: 'Went through hooks',
    responseDueAt: '2026-12-04T10:00:00Z',
  }),
  session('disputed', '2026-12-01T13:00:00Z', {
    outcome: 'LEARNER_NO_SHOW',
    learnerResponse: 'DISPUTED',
    learnerComment: 'I was there',
    responseDueAt: '2026-12-04T14:00:00Z',
  }),
  session('soon', '2026-12-02T12:10:00Z', { joinUrl: 'https://video.example/room?t=abc' }),
  session('later', '2026-12-03T09:00:00Z'),
  session('gone', '2026-12-03T13:00:00Z', { status: 'CANCELLED', cancelledBy: 'LEARNER', cancelReason: 'Ill' }),
];

function server(mutations: GraphQLCall[]) {
  return (call: GraphQLCall) => {
    if (call.query.includes('mentorAvailability')) return { data: { mentorAvailability: AVAILABILITY } };
    if (call.query.includes('mentorSessions')) {
      const inWeek = call.variables.from === '2026-11-29T23:00:00.000Z';
      return { data: { mentorSessions: inWeek ? WEEK : [] } };
    }
    if (call.query.includes('markSessionOutcome') || call.query.includes('cancelSession')) {
      mutations.push(call);
      const field = call.query.includes('cancelSession') ? 'cancelSession' : 'markSessionOutcome';
      return { data: { [field]: { __typename: 'BookedSession', id: call.variables.id, status: 'BOOKED' } } };
    }
    return undefined;
  };
}

const card = (learner: string) => {
  const found = screen.getAllByTestId('session-card').find((c) => c.textContent?.includes(learner));
  if (!found) throw new Error(`No card for ${learner}`);
  return found;
};

beforeEach(() => {
  // Only the clock is fixed: timers stay real, so the page's requests and Testing Library's waits run as usual.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('SessionsPage', () => {
  it("shows the week's sessions by day beside the available hours", async () => {
    const page = renderPage(<SessionsPage />, { path: '/mentor-dashboard/sessions', respond: server([]) });
    await waitFor(() => expect(screen.getAllByTestId('session-card')).toHaveLength(6));
    const sessionsCall = page.calls.find((c) => c.query.includes('mentorSessions'));
    expect(sessionsCall?.variables).toEqual({ from: '2026-11-29T23:00:00.000Z', to: '2026-12-06T23:00:00.000Z' });
    const days = screen.getAllByRole('listitem').filter((li) => li.classList.contains('week__day'));
    expect(days.map((day) => day.querySelector('h3')?.textContent)).toEqual([
      'Monday 30 November',
      'Tuesday 1 December',
      'Wednesday 2 December',
      'Thursday 3 December',
      'Friday 4 December',
      'Saturday 5 December',
      'Sunday 6 December',
    ]);
    expect(days.map((day) => day.querySelector('.week__hours')?.textContent)).toEqual([
      'Available 09:00–17:00',
      'Available 09:00–17:00',
      'Available 09:00–17:00',
      'Available 09:00–17:00',
      'Time off',
      'Unavailable',
      'Unavailable',
    ]);
    expect(within(days[0]!).getByText('Learner past')).toBeTruthy();
    expect(within(card('Learner soon')).getByText('13:10 WAT')).toBeTruthy();
    expect(card('Learner gone').textContent).toContain('Cancelled by the learner');
    expect(card('Learner gone').textContent).toContain('Reason: Ill');
  });

  it('offers Join only with a join link, and Record outcome only once a session has ended', async () => {
    renderPage(<SessionsPage />, { path: '/mentor-dashboard/sessions', respond: server([]) });
    await waitFor(() => expect(screen.getAllByTestId('session-card')).toHaveLength(6));
    const join = within(card('Learner soon')).getByRole('link', { name: /Join/ });
    expect(join.getAttribute('href')).toBe('https://video.example/room?t=abc');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(within(card('Learner later')).queryByRole('link', { name: /Join/ })).toBeNull();
    expect(within(card('Learner later')).getByText('Room opens 15 minutes before')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Record outcome' })).toHaveLength(1);
    expect(within(card('Learner past')).getByRole('button', { name: 'Record outcome' })).toBeTruthy();
    expect(within(card('Learner later')).queryByRole('button', { name: 'Record outcome' })).toBeNull();
    const held = within(card('Learner held')).getByTestId('session-outcome').textContent;
    expect(held).toContain('Outcome: Held');
    expect(held).toContain('Your notes: Went through hooks');
    expect(held).toContain('Waiting for the learner until Friday 4 December, 11:00 WAT.');
    expect(card('Learner disputed').textContent).toContain('The learner disputed it: “I was there”');
  });

  it('records the outcome with private notes', async () => {
    const mutations: GraphQLCall[] = [];
    const page = renderPage(<SessionsPage />, { path: '/mentor-dashboard/sessions', respond: server(mutations) });
    await waitFor(() => expect(screen.getAllByTestId('session-card')).toHaveLength(6));
    fireEvent.click(within(card('Learner past')).getByRole('button', { name: 'Record outcome' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record outcome' }));
    expect(await within(dialog).findByText('Choose what happened')).toBeTruthy();
    expect(mutations).toEqual([]);
    fireEvent.click(within(dialog).getByLabelText('Learner did not come'));
    fireEvent.change(within(dialog).getByLabelText(/Private notes/), { target: { value: ' Waited 20 minutes ' } });
    const asked = page.calls.length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record outcome' }));
    expect(await screen.findByText('Outcome recorded')).toBeTruthy();
    expect(mutations[0]?.variables).toEqual({ id: 'past', outcome: 'LEARNER_NO_SHOW', notes: 'Waited 20 minutes' });
    // The week is asked for again, to show the record.
    await waitFor(() => expect(page.calls.slice(asked).some((c) => c.query.includes('mentorSessions'))).toBe(true));
  });

  it('cancels a session with a reason, saying the learner gets it back', async () => {
    const mutations: GraphQLCall[] = [];
    renderPage(<SessionsPage />, { path: '/mentor-dashboard/sessions', respond: server(mutations) });
    await waitFor(() => expect(screen.getAllByTestId('session-card')).toHaveLength(6));
    expect(within(card('Learner past')).queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(within(card('Learner later')).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Learner later gets the session back');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Travelling' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the session' }));
    expect(await screen.findByText('Session cancelled')).toBeTruthy();
    expect(mutations[0]?.variables).toEqual({ id: 'later', reason: 'Travelling' });
  });

  it('moves between weeks', async () => {
    const page = renderPage(<SessionsPage />, { path: '/mentor-dashboard/sessions', respond: server([]) });
    await waitFor(() => expect(screen.getAllByTestId('session-card')).toHaveLength(6));
    fireEvent.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByRole('heading', { name: '7 December – 13 December' })).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId('session-card')).toHaveLength(0));
    expect(page.calls.some((c) => c.variables.from === '2026-12-06T23:00:00.000Z')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'This week' }));
    expect(await screen.findByRole('heading', { name: '30 November – 6 December' })).toBeTruthy();
  });
});
