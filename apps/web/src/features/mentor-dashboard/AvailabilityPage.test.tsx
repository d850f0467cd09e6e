import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { AvailabilityPage } from './AvailabilityPage';

const SAVED = {
  __typename: 'MentorAvailability',
  timeZone: 'Africa/Lagos',
  weekly: [
    { __typename: 'WeeklyHours', day: 1, start: '09:00', end: '17:00' },
    { __typename: 'WeeklyHours', day: 6, start: '09:00', end: '13:00' },
  ],
  overrides: [
    {
      __typename: 'DateOverride',
      date: '2026-12-24',
      hours: [{ __typename: 'TimeRange', start: '10:00', end: '12:00' }],
    },
  ],
  timeOff: [{ __typename: 'TimeOff', from: '2026-12-25', to: '2027-01-01' }],
  minNoticeHours: 12,
  bufferMinutes: 15,
  horizonWeeks: 4,
  acceptingNewMentees: true,
};

function server(saves: GraphQLCall[], answer?: unknown) {
  return (call: GraphQLCall) => {
    if (call.query.includes('saveMentorAvailability')) {
      saves.push(call);
      return answer ?? { data: { saveMentorAvailability: { ...SAVED, ...(call.variables.input as object) } } };
    }
    if (call.query.includes('mentorAvailability')) return { data: { mentorAvailability: SAVED } };
    return undefined;
  };
}

const dayRow = (name: string) => {
  const row = screen.getAllByTestId('weekly-day').find((li) => li.firstChild?.textContent === name);
  if (!row) throw new Error(`No row for ${name}`);
  return row;
};
const rangeInputs = (name: string, n = 1) => {
  const group = screen.getByRole('group', { name: `${name} hours ${n}` });
  return {
    from: within(group).getByLabelText<HTMLInputElement>('From'),
    until: within(group).getByLabelText<HTMLInputElement>('until'),
  };
};

describe('AvailabilityPage', () => {
  it('loads the saved hours: each day Monday to Sunday, Unavailable without hours', async () => {
    renderPage(<AvailabilityPage />, { path: '/mentor-dashboard/availability', respond: server([]) });
    expect(await screen.findByLabelText<HTMLSelectElement>('Time zone')).toHaveProperty('value', 'Africa/Lagos');
    expect(screen.getByText('Changes apply to times not yet booked; booked sessions keep their times.')).toBeTruthy();
    expect(screen.getAllByTestId('weekly-day').map((li) => li.firstChild?.textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rangeInputs('Monday').from.value).toBe('09:00');
    expect(rangeInputs('Monday').until.value).toBe('17:00');
    expect(within(dayRow('Sunday')).getByText('Unavailable')).toBeTruthy();
    const override = screen.getByTestId('date-override');
    expect(within(override).getByLabelText<HTMLInputElement>('Date').value).toBe('2026-12-24');
    expect(within(screen.getByTestId('time-off')).getByLabelText<HTMLInputElement>('To').value).toBe('2027-01-01');
    expect(screen.getByRole('switch', { name: 'Taking new mentees' }).getAttribute('aria-checked')).toBe('true');
  });

  it("saves the edited hours and rules as the server's input, and says so", async () => {
    const saves: GraphQLCall[] = [];
    renderPage(<AvailabilityPage />, { path: '/mentor-dashboard/availability', respond: server(saves) });
    await screen.findByLabelText('Time zone');
    fireEvent.change(rangeInputs('Monday').until, { target: { value: '12:00' } });
    fireEvent.click(within(dayRow('Tuesday')).getByRole('button', { name: 'Add hours' }));
    fireEvent.change(rangeInputs('Tuesday').from, { target: { value: '14:00' } });
    fireEvent.click(within(dayRow('Saturday')).getByRole('button', { name: 'Remove' }));
    fireEvent.click(within(screen.getByTestId('date-override')).getByRole('button', { name: 'Remove' }));
    expect(within(screen.getByTestId('date-override')).getByText('Unavailable all day')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Minimum notice (hours)'), { target: { value: '24' } });
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Europe/London' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Taking new mentees' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Availability saved')).toBeTruthy();
    expect(saves[0]?.variables.input).toEqual({
      timeZone: 'Europe/London',
      weekly: [
        { day: 1, start: '09:00', end: '12:00' },
        { day: 2, start: '14:00', end: '17:00' },
      ],
      overrides: [{ date: '2026-12-24', hours: [] }],
      timeOff: [{ from: '2026-12-25', to: '2027-01-01' }],
      minNoticeHours: 24,
      bufferMinutes: 15,
      horizonWeeks: 4,
      acceptingNewMentees: false,
    });
  });

  it("refuses overlapping hours with the schema's message beside the day, without calling the server", async () => {
    const saves: GraphQLCall[] = [];
    renderPage(<AvailabilityPage />, { path: '/mentor-dashboard/availability', respond: server(saves) });
    await screen.findByLabelText('Time zone');
    fireEvent.click(within(dayRow('Monday')).getByRole('button', { name: 'Add hours' }));
    fireEvent.change(rangeInputs('Monday', 2).from, { target: { value: '16:00' } });
    fireEvent.change(rangeInputs('Monday', 2).until, { target: { value: '18:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await within(dayRow('Monday')).findByText('Hours on the same day must not overlap')).toBeTruthy();
    expect(within(dayRow('Saturday')).queryByRole('alert')).toBeNull();
    // An end before its start is the schema's other message, beside its row.
    fireEvent.change(rangeInputs('Monday', 2).until, { target: { value: '15:00' } });
    expect(within(dayRow('Monday')).getByText('The end must be after the start')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saves).toEqual([]);
  });

  it("shows the server's message when the save is refused", async () => {
    const refusal = {
      errors: [{ message: 'Choose a time zone from the list', extensions: { code: 'BAD_USER_INPUT' } }],
    };
    renderPage(<AvailabilityPage />, { path: '/mentor-dashboard/availability', respond: server([], refusal) });
    await screen.findByLabelText('Time zone');
    fireEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    await waitFor(() => expect(screen.getAllByText('Choose a time zone from the list').length).toBeGreaterThan(0));
    expect(screen.getByText('Your availability was not saved')).toBeTruthy();
  });
});
