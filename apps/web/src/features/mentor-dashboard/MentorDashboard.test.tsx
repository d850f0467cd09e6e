import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Me, IN_REVIEW } from '../accounts/public';
import { USER_ME, renderPage, type GraphQLCall } from '../../test/render-page';
import { DashboardPage } from './DashboardPage';
import { MentorArea } from './MentorArea';

const mentorMe = (status: 'ACCEPTED' | 'REVIEW' | 'DECLINED', isAdmin = false): Me => ({
  ...USER_ME,
  role: status === 'ACCEPTED' ? (isAdmin ? 'ADMIN' : 'MENTOR') : 'USER',
  mentor: {
    id: 'm1',
    status,
    firstname: 'Chidi',
    lastname: 'Okafor',
    email: 'ada@example.com',
    specialization: 'Frontend',
    isActive: status === 'ACCEPTED',
    isAdmin,
    userSubId: 'user-1',
    imageUrl: null,
  },
});

const booking = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'MentorBookingSummary',
  id,
  fullName: `Learner ${id}`,
  email: `${id}@example.com`,
  phone: '+234 803 000 1111',
  plan: 'Personal',
  course: 'React',
  startDate: '2026-12-01',
  endDate: '2027-05-31',
  status: null,
  paymentStatus: 'AWAITING_PAYMENT',
  createdAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

function server(call: GraphQLCall) {
  if (call.query.includes('query MentorDashboard')) {
    return {
      data: {
        mentorDashboard: {
          __typename: 'MentorDashboard',
          counts: { __typename: 'MentorDashboardCounts', bookings: 3, mentees: 2, courses: 0 },
          bookings: {
            __typename: 'MentorBookingSummaryPage',
            items: [
              booking('b1', { status: 'DONE', paymentStatus: 'PAID' }),
              booking('b2', { plan: 'Trial', paymentStatus: 'NOT_REQUIRED' }),
            ],
            nextToken: 'next-1',
          },
          mentees: [
            { __typename: 'Mentee', fullName: 'Learner b1', email: 'b1@example.com', bookings: 2 },
            { __typename: 'Mentee', fullName: 'Learner b2', email: 'b2@example.com', bookings: 1 },
          ],
        },
      },
    };
  }
  if (call.query.includes('query MentorBookings')) {
    expect(call.variables.nextToken).toBe('next-1');
    return {
      data: {
        mentorDashboard: {
          __typename: 'MentorDashboard',
          bookings: { __typename: 'MentorBookingSummaryPage', items: [booking('b3')], nextToken: null },
        },
      },
    };
  }
  if (call.query.includes('mentorSessions')) {
    const start = new Date(Date.now() + 86_400_000).toISOString();
    const session = { __typename: 'MentoringSession', id: 's1', start, end: start, status: 'BOOKED' };
    return { data: { mentorSessions: [{ ...session, learnerName: 'Learner b1', plan: 'Personal' }] } };
  }
  // The paid booking b1 is a membership: the learner's weekly time, the next cycle paid (issue 36).
  // The table's paid rows are read in one request (only b1 is paid on this page).
  if (call.query.includes('query MembershipsOf(')) {
    expect(call.variables).toEqual({ bookingIds: ['b1'] });
    const cycle = { startsOn: '2026-12-01', sessionsIncluded: 8, sessionsUsed: 0, sessionsCarried: 0 };
    return {
      data: {
        memberships: [
          {
            bookingId: 'b1',
            status: 'ACTIVE',
            autoRenew: true,
            nextRenewalOn: '2099-01-26',
            pausedUntil: null,
            standingTimes: [{ weekday: 'TUESDAY', time: '18:00', timeZone: 'Africa/Lagos' }],
            paymentMethod: { kind: 'TRANSFER', last4: null, expiry: null },
            cycles: [
              { ...cycle, number: 1, endsOn: '2099-01-26', status: 'PAID', amountKobo: 4_900_000, paid: true },
              {
                ...cycle,
                number: 2,
                startsOn: '2099-01-26',
                endsOn: '2099-02-23',
                status: 'PAID',
                amountKobo: 4_900_000,
                paid: true,
              },
            ],
          },
        ],
      },
    };
  }
  if (call.query.includes('query MentorEarnings')) {
    return {
      data: {
        mentorEarnings: {
          __typename: 'MentorEarnings',
          pendingKobo: 3_430_000,
          availableKobo: 490_000,
          inFlightKobo: 0,
          paidKobo: 0,
          history: { __typename: 'EarningsEntryPage', items: [], nextToken: null },
        },
      },
    };
  }
  if (call.query.includes('listCourses'))
    return { data: { listCourses: { __typename: 'CoursePage', items: [], nextToken: null } } };
  return undefined;
}

describe('the mentor area gate', () => {
  it('sends a visitor to /login', async () => {
    renderPage(<MentorArea />, { path: '/mentor-dashboard' });
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
  });

  it('sends a signed-in person without a mentor record to /add-mentor with their id and e-mail', async () => {
    renderPage(<MentorArea />, { path: '/mentor-dashboard', me: USER_ME });
    const where = await screen.findByTestId('where');
    expect(where.textContent).toBe('/add-mentor');
    expect(JSON.parse(where.dataset.state ?? 'null')).toEqual({ id: 'user-1', email: 'ada@example.com' });
  });

  it("shows only 'Your account is in review' to an applicant in review or declined", async () => {
    renderPage(<MentorArea />, { path: '/mentor-dashboard', me: mentorMe('REVIEW') });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(IN_REVIEW);
    expect(screen.queryByRole('navigation', { name: 'Mentor menu' })).toBeNull();
  });

  it('gives an accepted mentor the shell menu, with Go to Admin for admins only', async () => {
    const page = renderPage(<MentorArea />, { path: '/mentor-dashboard', me: mentorMe('ACCEPTED') });
    const menu = await screen.findByRole('navigation', { name: 'Mentor menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['View Profile', '/mentors/m1'],
      ['Edit Profile', '/edit-profile'],
      ['Sessions', '/mentor-dashboard/sessions'],
      ['Availability', '/mentor-dashboard/availability'],
      ['Children I teach', '/mentor-dashboard/children'],
      ['Payout account', '/mentor-dashboard/payout-account'],
      ['Back to Site', '/'],
      ['Logout', '/logout'],
    ]);
    page.unmount();
    renderPage(<MentorArea />, { path: '/mentor-dashboard', me: mentorMe('ACCEPTED', true) });
    const adminMenu = await screen.findByRole('navigation', { name: 'Mentor menu' });
    expect(within(adminMenu).getByRole('link', { name: 'Go to Admin' }).getAttribute('href')).toBe('/admin-dashboard');
  });
});

describe('DashboardPage', () => {
  it("shows the server's figures, the classes with their status, payment and membership, and the mentees", async () => {
    renderPage(<DashboardPage />, { path: '/mentor-dashboard', me: mentorMe('ACCEPTED'), respond: server });
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Chidi' });
    await waitFor(() => expect(screen.getAllByTestId('stat-tile')).toHaveLength(3));
    expect(screen.getAllByTestId('stat-tile').map((tile) => tile.textContent)).toEqual([
      '3Bookings',
      '2Mentees',
      '0Courses',
    ]);
    // The stored "Account balance" gave way to the ledger's figures.
    expect(screen.queryByText('Account balance')).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('earnings-figure')).toHaveLength(3));
    expect(screen.getAllByTestId('earnings-figure')[0]?.textContent).toMatch(/^₦34,300Pending/);
    const rows = screen.getAllByTestId('booking-row');
    await waitFor(() => expect(rows[0]?.textContent).toContain('Next cycle paid'));
    expect(
      rows.map((row) =>
        Array.from(row.querySelectorAll('td'))
          .slice(4)
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['Done', 'Paid', 'ActiveWeekly: Tuesday 18:00 (Africa/Lagos)Next cycle paid'],
      ['Not Started', 'Free trial', '—'],
    ]);
    expect(screen.getAllByTestId('mentee-card').map((card) => card.textContent)).toEqual([
      'Learner b1b1@example.com2 bookings',
      'Learner b2b2@example.com1 booking',
    ]);
    screen.getByRole('button', { name: 'Load more' }).click();
    await waitFor(() => expect(screen.getAllByTestId('booking-row')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(await screen.findByText('You have no courses yet.')).toBeTruthy();
    expect(screen.getByTestId('next-sessions').textContent).toContain('Learner b1 (Personal)');
  });
});
