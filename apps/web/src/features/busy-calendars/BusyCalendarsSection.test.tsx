import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, USER_ME, type GraphQLCall } from '../../test/render-page';
import { BusyCalendarsSection } from './BusyCalendarsSection';

const ZONE = 'Africa/Lagos';

/** The server: the mentor's calendars, an address that is added or refused, and this week's busy times. */
function server() {
  const calendars: Record<string, unknown>[] = [];
  const added: GraphQLCall[] = [];
  // Today 10:00-11:00 Lagos: always inside the week the section shows first.
  const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
  const busy = { start: `${today}T09:00:00.000Z`, end: `${today}T10:00:00.000Z` };
  const respond = (call: GraphQLCall) => {
    if (call.query.includes('query MyBusyCalendars')) return { data: { myBusyCalendars: calendars } };
    if (call.query.includes('query MyBusyTimes')) return { data: { myBusyTimes: calendars.length ? [busy] : [] } };
    if (call.query.includes('mutation AddBusyCalendar')) {
      added.push(call);
      if (String(call.variables.url).includes('gone'))
        return { errors: [{ message: "The calendar's host says this address is not shared (404)" }] };
      const calendar = {
        __typename: 'BusyCalendar',
        id: 'c1',
        url: 'https://calendar.google.com/…/basic.ics',
        lastFetchedAt: new Date().toISOString(),
        lastError: null,
        busyCount: 1,
      };
      calendars.push(calendar);
      return { data: { addBusyCalendar: calendar } };
    }
    return undefined;
  };
  return { respond, added };
}

describe('Busy calendars (issue 37)', () => {
  it('checks the address, shows the server’s refusal, then lists the added calendar and its busy block', async () => {
    const { respond, added } = server();
    renderPage(<BusyCalendarsSection timeZone={ZONE} />, {
      path: '/mentor-dashboard/availability',
      me: USER_ME,
      respond,
    });
    const input = await screen.findByLabelText('Calendar address');

    fireEvent.change(input, { target: { value: 'ftp://example.com/cal.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('A calendar address starts with https:// or webcal://');
    expect(added).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'https://calendar.example/gone.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('not shared (404)');

    const address = 'webcal://calendar.google.com/calendar/ical/a/private-b/basic.ics';
    fireEvent.change(input, { target: { value: address } });
    fireEvent.click(screen.getByRole('button', { name: 'Add calendar' }));
    const row = await screen.findByTestId('busy-calendar');
    expect(within(row).getByTestId('busy-count').textContent).toBe('1 busy time');
    expect(row.textContent).toContain('https://calendar.google.com/…/basic.ics');
    expect(added.at(-1)?.variables.url).toBe(address);
    await waitFor(() => expect(screen.getByTestId('busy-block').textContent).toBe('Busy 10:00–11:00'));
  });
});
