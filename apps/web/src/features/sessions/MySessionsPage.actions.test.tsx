import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionMessages, slotLabel } from '@eazy2con/shared/sessions';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { MySessionsPage } from './MySessionsPage';
import { aBooking, aSession, hoursFromNow, operation, refusal, sessionsServer, slotAt } from './sessions.fixtures';
import { LATE_CANCEL_WARNING } from './session-format';
import * as zoneModule from './viewer-zone';

beforeEach(() => vi.spyOn(zoneModule, 'viewerZone').mockReturnValue('Africa/Lagos'));
afterEach(() => vi.restoreAllMocks());

const LINK = '/my-sessions?booking=b1&t=tok-1';

/** The page by its mailed link, the server answering with `sessionList` and the mutations with `mutate`. */
function open(
  sessionList: () => ReturnType<typeof aSession>[],
  mutate: (call: GraphQLCall) => unknown,
  starts: string[] = [],
) {
  const page = renderPage(<MySessionsPage />, {
    path: LINK,
    route: '/my-sessions',
    respond: sessionsServer(() => [aBooking(sessionList())], starts, mutate),
  });
  const named = (name: string) => page.calls.filter((c) => operation(c) === name);
  return { page, named };
}

const answer = (field: string) => () => ({
  data: { [field]: { id: 's1', start: hoursFromNow(72), end: hoursFromNow(73), status: 'BOOKED' } },
});

describe('/my-sessions: changing a session', () => {
  it('warns that a late cancel uses the session up, and cancels with the reason and the token', async () => {
    const { named } = open(
      () => [aSession({ id: 's1', start: hoursFromNow(5), freeChangeUntil: hoursFromNow(-19) })],
      answer('cancelSession'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this session?' });
    expect(within(dialog).getByText(LATE_CANCEL_WARNING)).toBeTruthy();
    // Too late to move it as well: the button is gone and the page says why.
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.getByText(sessionMessages.RESCHEDULE_TOO_LATE)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: ' Travelling ' } });
    const reads = named('MySessions').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the session' }));
    await waitFor(() => expect(named('CancelSession')).toHaveLength(1));
    expect(named('CancelSession')[0]!.variables).toEqual({ id: 's1', reason: 'Travelling', token: 'tok-1' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(named('MySessions').length).toBeGreaterThan(reads));
  });

  it('does not warn before the free-change time, and shows the server’s message when the cancel fails', async () => {
    const { named } = open(
      () => [aSession({ id: 's1' })],
      () => refusal(sessionMessages.SESSION_OVER, 'SESSION_OVER'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel session' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByText(LATE_CANCEL_WARNING)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the session' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(sessionMessages.SESSION_OVER);
    expect(named('CancelSession')[0]!.variables).toMatchObject({ reason: null, token: 'tok-1' });
  });

  it('moves a session to a chosen time with rescheduleSession', async () => {
    const start = slotAt(50);
    const { named } = open(() => [aSession({ id: 's1' })], answer('rescheduleSession'), [start]);
    fireEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const move = screen.getByRole<HTMLButtonElement>('button', { name: 'Move to this time' });
    expect(move.disabled).toBe(true);
    fireEvent.click(await screen.findByRole('button', { name: slotLabel(new Date(start), 'Africa/Lagos') }));
    fireEvent.click(move);
    await waitFor(() => expect(named('RescheduleSession')).toHaveLength(1));
    expect(named('RescheduleSession')[0]!.variables).toEqual({ id: 's1', start, token: 'tok-1' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Move to this time' })).toBeNull());
  });

  it('no longer offers to move a session moved twice, and says why', async () => {
    open(
      () => [aSession({ id: 's1', reschedules: 2 })],
      () => undefined,
    );
    expect(await screen.findByText(sessionMessages.RESCHEDULE_LIMIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  });

  it("confirms the mentor's record with respondToSession", async () => {
    const held = () => [
      aSession({ id: 's1', start: hoursFromNow(-5), outcome: 'HELD', responseDueAt: hoursFromNow(60) }),
    ];
    const { named } = open(held, answer('respondToSession'));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(named('RespondToSession')).toHaveLength(1));
    expect(named('RespondToSession')[0]!.variables).toEqual({
      id: 's1',
      response: 'CONFIRMED',
      comment: null,
      token: 'tok-1',
    });
  });

  it('disputes it with a comment', async () => {
    const held = () => [
      aSession({ id: 's1', start: hoursFromNow(-5), outcome: 'HELD', responseDueAt: hoursFromNow(60) }),
    ];
    const { named } = open(held, answer('respondToSession'));
    fireEvent.click(await screen.findByRole('button', { name: 'Something’s wrong' }));
    fireEvent.change(screen.getByLabelText('What went wrong?'), { target: { value: 'My mentor never came' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to our team' }));
    await waitFor(() => expect(named('RespondToSession')).toHaveLength(1));
    expect(named('RespondToSession')[0]!.variables).toMatchObject({
      response: 'DISPUTED',
      comment: 'My mentor never came',
    });
  });

  it('books the chosen times, one key per time kept until that time is booked', async () => {
    const [first, second] = [slotAt(30), slotAt(57)];
    let refuseSecond = true;
    const { named } = open(
      () => [],
      (call) => {
        if (operation(call) !== 'BookSession') return undefined;
        const input = call.variables.input as { start: string };
        if (input.start === second && refuseSecond) {
          refuseSecond = false;
          return refusal(sessionMessages.SLOT_TAKEN, 'SLOT_TAKEN');
        }
        return {
          data: { bookSession: { id: `new-${input.start}`, start: input.start, end: input.start, status: 'BOOKED' } },
        };
      },
      [first, second],
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Book a session' }));
    // The fake server offers both times in any week asked for.
    for (const start of [first, second])
      fireEvent.click(await screen.findByRole('button', { name: slotLabel(new Date(start), 'Africa/Lagos') }));
    fireEvent.click(screen.getByRole('button', { name: 'Book these 2 sessions' }));
    expect((await screen.findByText(/could not be booked/)).closest('[role="alert"]')?.textContent).toContain(
      sessionMessages.SLOT_TAKEN,
    );
    const calls = named('BookSession').map((c) => c.variables.input as Record<string, string>);
    expect(calls.map((c) => [c.start, c.token, c.bookingId])).toEqual([
      [first, 'tok-1', 'b1'],
      [second, 'tok-1', 'b1'],
    ]);
    expect(calls[0]!.idempotencyKey).not.toBe(calls[1]!.idempotencyKey);

    fireEvent.click(await screen.findByRole('button', { name: 'Book this session' }));
    await waitFor(() => expect(named('BookSession')).toHaveLength(3));
    const retry = named('BookSession')[2]!.variables.input as Record<string, string>;
    expect(retry.start).toBe(second);
    expect(retry.idempotencyKey).toBe(calls[1]!.idempotencyKey);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Book this session' })).toBeNull());
  });
});
