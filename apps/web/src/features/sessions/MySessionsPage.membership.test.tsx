import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, USER_ME, type GraphQLCall } from '../../test/render-page';
import { MySessionsPage } from './MySessionsPage';
import { aBooking, aSession, operation, sessionsServer } from './sessions.fixtures';
import * as zoneModule from './viewer-zone';

beforeEach(() => vi.spyOn(zoneModule, 'viewerZone').mockReturnValue('Africa/Lagos'));
afterEach(() => vi.restoreAllMocks());

/** A membership as the server answers it: Personal, 2 calls a week, its one cycle far from over. */
const membership = (status = 'ACTIVE') => ({
  bookingId: 'b1',
  status,
  autoRenew: true,
  nextRenewalOn: '2099-03-12',
  pausedUntil: status === 'PAUSED' ? '2099-01-20' : null,
  standingTimes: [],
  paymentMethod: { kind: 'TRANSFER', last4: null, expiry: null },
  cycles: [
    {
      number: 1,
      startsOn: '2020-01-01',
      endsOn: '2099-03-12',
      status: 'PAID',
      sessionsIncluded: 8,
      sessionsUsed: 1,
      sessionsCarried: 0,
      amountKobo: 4_900_000,
      paid: true,
    },
  ],
});

function open(path: string, options: { signedIn?: boolean; paymentStatus?: string } = {}) {
  let current = membership();
  const page = renderPage(<MySessionsPage />, {
    path,
    route: '/my-sessions',
    me: options.signedIn ? USER_ME : undefined,
    respond: (call: GraphQLCall) => {
      if (operation(call) === 'PauseMembership') {
        current = membership('PAUSED');
        return { data: { pauseMembership: { ...current, payLink: null } } };
      }
      return sessionsServer(
        () => [aBooking([aSession()], { paymentStatus: options.paymentStatus ?? 'PAID' })],
        [],
        () => undefined,
        current,
      )(call);
    },
  });
  return (name: string) => page.calls.filter((c) => operation(c) === name);
}

describe('/my-sessions: a booking that is a membership (issue 36)', () => {
  it("shows its panel, read with the mailed link's token; a change reads the sessions again", async () => {
    const named = open('/my-sessions?booking=b1&t=tok-1');
    const panel = await screen.findByRole('region', { name: 'Membership' });
    expect(named('Membership')[0]?.variables).toEqual({ bookingId: 'b1', token: 'tok-1' });

    const reads = named('MySessions').length;
    fireEvent.click(within(panel).getByRole('button', { name: 'Pause' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Pause membership' }));
    await waitFor(() => expect(named('PauseMembership')).toHaveLength(1));
    expect(named('PauseMembership')[0]!.variables).toMatchObject({ bookingId: 'b1', token: 'tok-1' });
    // A pause frees the paused days' sessions: the page asks for them again.
    await waitFor(() => expect(named('MySessions').length).toBeGreaterThan(reads));
  });

  it('signed in, reads it with no token', async () => {
    const named = open('/my-sessions', { signedIn: true });
    await screen.findByRole('region', { name: 'Membership' });
    expect(named('Membership')[0]?.variables).toEqual({ bookingId: 'b1', token: null });
  });

  it('asks nothing for a booking not paid (a free trial)', async () => {
    const page = renderPage(<MySessionsPage />, {
      path: '/my-sessions',
      me: USER_ME,
      respond: sessionsServer(
        () => [
          aBooking([], { bookingId: 'trial', plan: 'Trial', paymentStatus: 'NOT_REQUIRED' }),
          aBooking([aSession()], { paymentStatus: 'PAID' }),
        ],
        [],
        () => undefined,
        membership(),
      ),
    });
    // Once the paid booking's panel is drawn, the panel's code has loaded: the trial would have asked by now.
    expect(await screen.findAllByRole('region', { name: 'Membership' })).toHaveLength(1);
    const asked = page.calls.filter((c) => operation(c) === 'Membership').map((c) => c.variables.bookingId);
    expect(asked).toEqual(['b1']);
  });
});
