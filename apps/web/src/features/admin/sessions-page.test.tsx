import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { SessionsPage } from './pages/SessionsPage';

const DAY_MS = 86_400_000;
/** Whole hours, so the start reads the same whatever the day. */
const at = (days: number) => new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + days * DAY_MS);

const session = (id: string, overrides: Record<string, unknown> = {}) => {
  const start = at(3);
  return {
    __typename: 'MentoringSession',
    id,
    bookingId: 'b1',
    start: start.toISOString(),
    end: new Date(start.getTime() + 3_600_000).toISOString(),
    status: 'BOOKED',
    format: 'ONE_ON_ONE',
    plan: 'Personal',
    learnerName: 'Ada Obi',
    mentorName: 'Chidi Okafor',
    cancelledBy: null,
    cancelReason: null,
    forfeited: false,
    reschedules: 0,
    outcome: null,
    outcomeNotes: null,
    outcomeSettled: false,
    learnerResponse: null,
    learnerComment: null,
    responseDueAt: null,
    ...overrides,
  };
};

const disputed = session('s2', {
  learnerName: 'Bola Ade',
  start: at(-2).toISOString(),
  end: new Date(at(-2).getTime() + 3_600_000).toISOString(),
  outcome: 'LEARNER_NO_SHOW',
  outcomeNotes: 'Waited 20 minutes, nobody came.',
  learnerResponse: 'DISPUTED',
  learnerComment: 'I was there, the link did not open.',
});
const cancelled = session('s3', {
  learnerName: 'Tunde Bakare',
  status: 'CANCELLED',
  cancelledBy: 'MENTOR',
  cancelReason: 'Ill',
});

type Answer = { items: unknown[]; nextToken: string | null };

function open(answer: (call: GraphQLCall) => Answer, cancel?: (call: GraphQLCall) => unknown) {
  const calls: GraphQLCall[] = [];
  renderPage(<SessionsPage />, {
    path: '/admin-dashboard/sessions',
    respond: (call) => {
      if (call.query.includes('adminSessions')) {
        calls.push(call);
        return { data: { adminSessions: { __typename: 'AdminSessionPage', ...answer(call) } } };
      }
      if (call.query.includes('cancelSession')) {
        calls.push(call);
        return cancel?.(call);
      }
      return undefined;
    },
  });
  return calls;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('the admin sessions page', () => {
  it('lists the sessions: start in WAT, names, plan, status with who cancelled, outcome and a highlighted dispute', async () => {
    const calls = open(() => ({ items: [session('s1'), disputed, cancelled], nextToken: null }));
    await screen.findByText('Ada Obi');
    expect(calls[0]?.variables).toEqual({ limit: 20, nextToken: null, status: null, disputed: false });

    const booked = rowOf('Ada Obi');
    expect(within(booked).getByText('Chidi Okafor')).toBeTruthy();
    expect(within(booked).getByText('Personal')).toBeTruthy();
    expect(within(booked).getByText('Booked')).toBeTruthy();
    expect(booked.textContent).toMatch(/\d\d:\d\d WAT/);
    expect(within(booked).getByRole('button', { name: /^Cancel Ada Obi's session/ })).toBeTruthy();

    const dispute = rowOf('Bola Ade');
    expect(dispute.className).toContain('admin-session--disputed');
    expect(within(dispute).getByText('Disputed')).toBeTruthy();
    expect(within(dispute).getByText('“I was there, the link did not open.”')).toBeTruthy();
    expect(within(dispute).getByText('Learner did not come')).toBeTruthy();
    // A session in the past cannot be cancelled.
    expect(within(dispute).queryByRole('button', { name: /^Cancel / })).toBeNull();
    // The mentor's notes show on expand.
    expect(screen.queryByText('Waited 20 minutes, nobody came.')).toBeNull();
    fireEvent.click(within(dispute).getByRole('button', { name: /expand row/i }));
    expect(await screen.findByText('Waited 20 minutes, nobody came.')).toBeTruthy();

    const gone = rowOf('Tunde Bakare');
    expect(within(gone).getByText('Cancelled by the mentor')).toBeTruthy();
    expect(within(gone).queryByRole('button', { name: /^Cancel / })).toBeNull();
  });

  it('sends the status and "Disputed only" to the server', async () => {
    const calls = open((call) => ({
      items: call.variables.disputed ? [disputed] : [session('s1'), disputed],
      nextToken: null,
    }));
    await screen.findByText('Ada Obi');

    fireEvent.click(screen.getByRole('switch', { name: 'Disputed only' }));
    await waitFor(() => expect(screen.queryByText('Ada Obi')).toBeNull());
    expect(calls.at(-1)?.variables).toEqual({ limit: 20, nextToken: null, status: null, disputed: true });

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Session status' }));
    fireEvent.click(await screen.findByTitle('Cancelled'));
    await waitFor(() =>
      expect(calls.at(-1)?.variables).toEqual({ limit: 20, nextToken: null, status: 'CANCELLED', disputed: true }),
    );
  });

  it('"Load more sessions" asks for the next page with its nextToken and keeps the rows shown', async () => {
    const calls = open((call) =>
      call.variables.nextToken === 'page-2'
        ? { items: [cancelled], nextToken: null }
        : { items: [session('s1'), disputed], nextToken: 'page-2' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Load more sessions' }));
    expect(await screen.findByText('Tunde Bakare')).toBeTruthy();
    expect(calls.at(-1)?.variables).toEqual({ limit: 20, nextToken: 'page-2', status: null, disputed: false });
    expect(screen.getByText('Ada Obi')).toBeTruthy();
    expect(screen.getByText('Bola Ade')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more sessions' })).toBeNull();
  });

  it('cancels a session with the reason asked for first, then asks for the list again', async () => {
    let status = 'BOOKED';
    const calls = open(
      () => ({
        items: [session('s1', { status, cancelledBy: status === 'BOOKED' ? null : 'ADMIN' })],
        nextToken: null,
      }),
      (call) => {
        status = 'CANCELLED';
        return { data: { cancelSession: { __typename: 'BookedSession', id: call.variables.id, status } } };
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel Ada Obi's session/ }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Cancel session' });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Say why the session is cancelled')).toBeTruthy();
    expect(calls.some((c) => c.query.includes('cancelSession'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Why is it cancelled/), {
      target: { value: ' The mentor has left the programme ' },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(calls.find((c) => c.query.includes('cancelSession'))?.variables).toEqual({
        id: 's1',
        reason: 'The mentor has left the programme',
      }),
    );
    expect(await screen.findByText('Cancelled by the team')).toBeTruthy();
    expect(calls.filter((c) => c.query.includes('adminSessions'))).toHaveLength(2);
  });
});
