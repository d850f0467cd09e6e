import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, USER_ME, type GraphQLCall } from '../../test/render-page';
import { CalendarClashes } from './CalendarClashes';

const CLASH = {
  sessionId: 's1',
  start: '2030-03-07T13:00:00.000Z',
  end: '2030-03-07T14:00:00.000Z',
  learnerName: 'Ada Obi',
  busyStart: '2030-03-07T13:30:00.000Z',
  busyEnd: '2030-03-07T14:30:00.000Z',
};

function server() {
  let clashes = [CLASH];
  const kept: GraphQLCall[] = [];
  const respond = (call: GraphQLCall) => {
    if (call.query.includes('query MyCalendarClashes')) return { data: { myCalendarClashes: clashes } };
    if (call.query.includes('mutation KeepCalendarClash')) {
      kept.push(call);
      clashes = [];
      return { data: { keepCalendarClash: true } };
    }
    if (call.query.includes('query MentorSlots')) return { data: { mentorSlots: [] } };
    return undefined;
  };
  return { respond, kept };
}

describe('Clashes with the mentor’s calendar (issue 37)', () => {
  it('lists a session booked over a busy time with Move and Keep; Keep sends the busy time and hides it', async () => {
    const { respond, kept } = server();
    renderPage(<CalendarClashes mentorId="m1" />, { path: '/mentor-dashboard', me: USER_ME, respond });
    const clash = await screen.findByTestId('calendar-clash');
    expect(clash.textContent).toContain('Session with Ada Obi');

    fireEvent.click(within(clash).getByRole('button', { name: 'Move' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Move the session with Ada Obi' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the current time' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(clash).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByTestId('calendar-clash')).toBeNull());
    expect(kept[0]?.variables).toEqual({ sessionId: 's1', busyStart: CLASH.busyStart, busyEnd: CLASH.busyEnd });
  });
});
