import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, USER_ME } from '../../test/render-page';
import { MySessionsPage, NO_BOOKINGS, SIGN_IN_TO_SEE } from './MySessionsPage';
import { aBooking, aSession, hoursFromNow, operation, sessionsServer } from './sessions.fixtures';
import { RELEASED, ROOM_OPENS } from './session-format';
import { bookAgainLink, CYCLE_OVER } from './BookingSessionsCard';
import { sessionMessages } from '@eazy2con/shared/sessions';
import * as zoneModule from './viewer-zone';

beforeEach(() => vi.spyOn(zoneModule, 'viewerZone').mockReturnValue('Africa/Lagos'));
afterEach(() => vi.restoreAllMocks());

const LINK = '/my-sessions?booking=b1&t=tok-1';

const sessions = () => [
  aSession({ id: 's-later', start: hoursFromNow(72) }),
  aSession({ id: 's-soon', start: hoursFromNow(0.1), joinUrl: 'https://meet.jit.si/e2c-abc' }),
  aSession({ id: 's-held', start: hoursFromNow(-30), outcome: 'HELD', responseDueAt: hoursFromNow(40) }),
  aSession({
    id: 's-cancelled',
    start: hoursFromNow(-100),
    status: 'CANCELLED',
    cancelledBy: 'MENTOR',
    cancelReason: 'I am unwell',
  }),
  aSession({ id: 's-released', start: hoursFromNow(-200), status: 'RELEASED', cancelledBy: 'SYSTEM' }),
  aSession({
    id: 's-missed',
    start: hoursFromNow(-300),
    outcome: 'LEARNER_NO_SHOW',
    learnerResponse: 'CONFIRMED',
    responseDueAt: hoursFromNow(-200),
  }),
];

const articles = (listName: string) => within(screen.getByRole('list', { name: listName })).getAllByRole('article');

describe('/my-sessions', () => {
  it("opened from a mailed link, shows that booking's sessions to come and past", async () => {
    const page = renderPage(<MySessionsPage />, {
      path: LINK,
      route: '/my-sessions',
      respond: sessionsServer(() => [aBooking(sessions(), { used: 2, left: 2 })]),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Personal plan with Ada Obi' })).toBeTruthy();
    expect(page.calls.find((c) => operation(c) === 'MySessions')?.variables).toEqual({
      bookingId: 'b1',
      token: 'tok-1',
    });
    expect(screen.getByTestId('booked-count').textContent).toBe('2 of 4 sessions booked this cycle');
    expect(screen.getByRole('button', { name: 'Book a session' })).toBeTruthy();

    const [soon, later] = articles('Upcoming sessions');
    const join = within(soon!).getByRole('link', { name: 'Join' });
    expect(join.getAttribute('href')).toBe('https://meet.jit.si/e2c-abc');
    expect(join.getAttribute('target')).toBe('_blank');
    expect(join.getAttribute('rel')).toContain('noopener');
    expect(within(soon!).getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      '/api/sessions/s-soon/invite.ics?token=tok-1',
    );
    expect(within(later!).queryByRole('link', { name: 'Join' })).toBeNull();
    expect(within(later!).getByText(ROOM_OPENS)).toBeTruthy();
    expect(within(later!).getByText('60 minutes')).toBeTruthy();
    expect(within(later!).getByRole('button', { name: 'Reschedule' })).toBeTruthy();
    expect(within(later!).getByRole('button', { name: 'Cancel session' })).toBeTruthy();

    const past = articles('Past and cancelled sessions');
    expect(past.map((card) => within(card).getByTestId('session-outcome').textContent)).toEqual([
      'Held',
      'Cancelled by your mentor',
      RELEASED,
      'You missed it',
    ]);
    expect(within(past[0]!).getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(within(past[0]!).getByRole('button', { name: 'Something’s wrong' })).toBeTruthy();
    expect(within(past[1]!).getByText('Reason: I am unwell')).toBeTruthy();
    expect(within(past[3]!).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(within(past[3]!).getByText('You confirmed this')).toBeTruthy();
  });

  it('shows the day and time in the viewer’s zone with Lagos time beside it', async () => {
    vi.spyOn(zoneModule, 'viewerZone').mockReturnValue('Europe/London');
    renderPage(<MySessionsPage />, {
      path: LINK,
      route: '/my-sessions',
      respond: sessionsServer(() => [aBooking([aSession({ id: 's1', start: '2099-01-05T09:00:00.000Z' })])]),
    });
    const [card] = await screen.findAllByRole('article');
    expect(card!.getAttribute('aria-label')).toBe('Monday 5 January, 10:00 WAT · 09:00 GMT');
  });

  it('asks a signed-out visitor without a link to log in', async () => {
    const page = renderPage(<MySessionsPage />, { path: '/my-sessions' });
    expect(await screen.findByText(SIGN_IN_TO_SEE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(page.calls.some((c) => operation(c) === 'MySessions')).toBe(false);
  });

  it("shows a signed-in learner's bookings without a token", async () => {
    const page = renderPage(<MySessionsPage />, {
      path: '/my-sessions',
      me: USER_ME,
      respond: sessionsServer(() => [aBooking([aSession({ id: 's1' })])]),
    });
    const later = await screen.findByRole('link', { name: 'Add to calendar' });
    expect(later.getAttribute('href')).toBe('/api/sessions/s1/invite.ics');
    expect(page.calls.find((c) => operation(c) === 'MySessions')?.variables).toEqual({});
  });

  it('offers the same mentor again once the cycle has ended, and once every session of it is used', async () => {
    renderPage(<MySessionsPage />, {
      path: '/my-sessions',
      me: USER_ME,
      respond: sessionsServer(() => [
        aBooking([], { bookingId: 'b-over', cycleStart: hoursFromNow(-24 * 30), cycleEnd: hoursFromNow(-48) }),
        aBooking([], {
          bookingId: 'b-used',
          audience: 'kids',
          plan: 'Individual',
          mentorId: 'm2',
          mentorName: 'Chidi Eze',
          used: 4,
          left: 0,
        }),
      ]),
    });
    const [over, used] = await screen.findAllByRole('region');
    expect(within(over!).getByText(CYCLE_OVER)).toBeTruthy();
    expect(within(over!).queryByRole('button', { name: 'Book a session' })).toBeNull();
    expect(within(over!).getByRole('link', { name: 'Book Ada Obi again' }).getAttribute('href')).toBe(
      '/book-mentor?mentor=m1',
    );
    expect(within(used!).getByText(sessionMessages.ENTITLEMENT_USED)).toBeTruthy();
    expect(within(used!).getByRole('link', { name: 'Book Chidi Eze again' }).getAttribute('href')).toBe(
      '/kid-book-mentor?mentor=m2',
    );
  });

  it('books again on the same plan; a trial goes on to the first paid plan', () => {
    expect(bookAgainLink({ audience: 'adult', plan: 'Premium', mentorId: 'm1' })).toEqual({
      to: '/book-mentor?mentor=m1',
      state: { type: 'Premium' },
    });
    expect(bookAgainLink({ audience: 'kids', plan: 'Trial', mentorId: 'm 2' })).toEqual({
      to: '/kid-book-mentor?mentor=m%202',
      state: undefined,
    });
  });

  it('says so when the learner has no bookings yet', async () => {
    renderPage(<MySessionsPage />, { path: '/my-sessions', me: USER_ME, respond: sessionsServer(() => []) });
    expect(await screen.findByText(NO_BOOKINGS)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a mentor' }).getAttribute('href')).toBe('/book-mentor');
  });

  it("shows the server's message when the link is not valid", async () => {
    renderPage(<MySessionsPage />, {
      path: LINK,
      route: '/my-sessions',
      respond: () => ({ data: null, errors: [{ message: 'Booking not found', extensions: { code: 'NOT_FOUND' } }] }),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Booking not found');
  });
});
