import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPage, USER_ME, type GraphQLCall } from '../../test/render-page';
import { CalendarFeedSection, COPIED, RENEWED } from './CalendarFeedSection';

const FIRST = 'https://eazy2con.example/api/calendar/first.ics';
const SECOND = 'https://eazy2con.example/api/calendar/second.ics';

/** The server: the address, and a new one after renewCalendarFeed. */
function server() {
  let current = FIRST;
  const renewals: GraphQLCall[] = [];
  const respond = (call: GraphQLCall) => {
    if (call.query.includes('query CalendarFeedUrl'))
      return { data: { me: { __typename: 'Me', calendarFeedUrl: current } } };
    if (call.query.includes('mutation RenewCalendarFeed')) {
      renewals.push(call);
      current = SECOND;
      return { data: { renewCalendarFeed: current } };
    }
    return undefined;
  };
  return { respond, renewals };
}

describe('Your calendar (issue 37)', () => {
  it('shows the address with the calendar apps, copies it, and makes a new one after a confirm', async () => {
    const { respond, renewals } = server();
    renderPage(<CalendarFeedSection />, { path: '/account', me: USER_ME, respond });
    const address = await screen.findByLabelText<HTMLInputElement>('Your calendar address');
    expect(address.value).toBe(FIRST);
    const webcal = 'webcal://eazy2con.example/api/calendar/first.ics';
    expect(screen.getByRole('link', { name: 'Add to Google Calendar' }).getAttribute('href')).toBe(
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    );
    expect(screen.getByRole('link', { name: 'Apple' }).getAttribute('href')).toBe(webcal);
    expect(screen.getByRole('link', { name: 'Outlook' }).getAttribute('href')).toBe(
      `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(FIRST)}&name=Eazy2con`,
    );

    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(COPIED)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(FIRST);
    vi.unstubAllGlobals();

    fireEvent.click(screen.getByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('dialog');
    // Cancelled: nothing is sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(renewals).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Make a new address' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make a new address' }));
    expect(await screen.findByText(RENEWED)).toBeTruthy();
    expect(renewals).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Your calendar address').value).toBe(SECOND));
  });
});
