import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAUSE_DAYS_INVALID, STANDING_TIMES_TWICE } from '@eazy2con/shared/validation/memberships';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { browserZone, dayText } from './membership-figures';
import { cancelMeaning, membershipSaid } from './membership-messages';
import { MembershipPanel } from './MembershipPanel';
import { invoiceAddress } from './PayNextCycle';
import type { Membership } from './memberships.queries';
import { aCycle, aMembership, fromToday, membershipServer, operation, refusal } from './memberships.fixtures';

const goToCheckout = vi.hoisted(() => vi.fn());
vi.mock('../payments/go-to-checkout', () => ({ goToCheckout }));

beforeEach(() => goToCheckout.mockClear());

type Change = Parameters<typeof membershipServer>[1];

/** The panel of booking b1 on a Personal plan, opened by the mailed link's token. */
function open(membership: Membership | null, change?: Change) {
  const page = renderPage(
    <MembershipPanel bookingId="b1" token="tok-1" plan="Personal" audience="adult" weekendsOnly={false} />,
    { path: '/my-sessions', respond: membershipServer(membership, change) },
  );
  const named = (name: string) => page.calls.filter((c: GraphQLCall) => operation(c) === name);
  return { page, named };
}

const panel = () => screen.findByRole('region', { name: 'Membership' });
/** The value beside a fact's label ('Next renewal' → '12 March 2027 · ₦49,000'). */
const fact = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Membership panel: what it shows', () => {
  it('shows the answer’s figures: status, next renewal with the next cycle’s amount, card, sessions, cycles', async () => {
    const { named } = open(
      aMembership({
        cycles: [
          aCycle({ sessionsUsed: 3, sessionsCarried: 1 }),
          aCycle({
            number: 2,
            startsOn: fromToday(18),
            endsOn: fromToday(46),
            status: 'DUE',
            paid: false,
            sessionsIncluded: 12,
            sessionsUsed: 0,
            amountKobo: 7_500_000,
          }),
        ],
      }),
    );
    const region = await panel();
    expect(named('Membership')[0]?.variables).toEqual({ bookingId: 'b1', token: 'tok-1' });
    expect(fact(region, 'Status')).toBe('Active');
    expect(fact(region, 'Next renewal')).toBe(`${dayText(fromToday(18))} · ₦75,000`);
    expect(fact(region, 'Paid by')).toBe('Card •••• 4242 exp 09/32');
    expect(fact(region, 'Sessions this cycle')).toBe('3 / 8 + 1 carried over');
    expect(fact(region, 'Weekly times')).toBe('Tuesday 18:00 (Africa/Lagos)');
    const cycles = within(within(region).getByRole('list', { name: 'Cycles' })).getAllByRole('listitem');
    expect(cycles.map((c) => c.textContent)).toEqual([
      `Cycle 2${dayText(fromToday(18))} to ${dayText(fromToday(45))}Due₦75,000Sessions: 0 / 12`,
      `Cycle 1 (this cycle)${dayText(fromToday(-10))} to ${dayText(fromToday(17))}Paid₦49,000Sessions: 3 / 8 + 1 carried over`,
    ]);
  });

  it('before the next cycle exists, renews at the plan option’s price; a transfer payer reads "Bank transfer"', async () => {
    open(
      aMembership({
        paymentMethod: { kind: 'TRANSFER', last4: null, expiry: null },
        cycles: [aCycle({ sessionsIncluded: 12, amountKobo: 7_500_000 })],
      }),
    );
    const region = await panel();
    expect(fact(region, 'Next renewal')).toBe(`${dayText(fromToday(18))} · ₦75,000`);
    expect(fact(region, 'Paid by')).toBe('Bank transfer');
  });

  it('shows nothing for a booking that is not a membership', async () => {
    const { named } = open(null);
    await waitFor(() => expect(named('Membership')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Membership' })).toBeNull();
  });
});

describe('Membership panel: what the learner may do', () => {
  it('checks the pause’s days with the shared schema before sending, then pauses', async () => {
    const { named } = open(aMembership(), (call, m) =>
      operation(call) === 'PauseMembership'
        ? { ...m, status: 'PAUSED', pausedUntil: fromToday(Number(call.variables.days)) }
        : m,
    );
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Pause' }));
    const form = screen.getByRole('form', { name: 'Pause membership' });
    const days = within(form).getByLabelText('Days to pause');
    for (const wrong of ['5', '21', '']) {
      fireEvent.change(days, { target: { value: wrong } });
      fireEvent.click(within(form).getByRole('button', { name: 'Pause membership' }));
      expect(within(form).getByRole('alert').textContent).toBe(PAUSE_DAYS_INVALID);
    }
    expect(named('PauseMembership')).toHaveLength(0);

    fireEvent.change(days, { target: { value: '10' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Pause membership' }));
    await waitFor(() => expect(named('PauseMembership')).toHaveLength(1));
    expect(named('PauseMembership')[0]!.variables).toEqual({ bookingId: 'b1', token: 'tok-1', days: 10 });
    expect((await screen.findByRole('status')).textContent).toBe(membershipSaid.PAUSED);
    const region = await panel();
    await waitFor(() => expect(fact(region, 'Status')).toBe('Paused'));
    expect(fact(region, 'Paused until')).toBe(dayText(fromToday(10)));
    expect(within(region).getByRole('button', { name: 'Resume' })).toBeTruthy();
  });

  it('shows the server’s refusal of a second pause', async () => {
    const message = 'You have already paused once this cycle';
    open(aMembership(), () => refusal(message, 'PAUSED_ALREADY'));
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Pause' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause membership' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('asks before cancelling, says it runs to the end of the paid cycle and nothing more is charged', async () => {
    const { named } = open(aMembership(), (call, m) =>
      operation(call) === 'CancelMembership' ? { ...m, status: 'ENDING', autoRenew: false, nextRenewalOn: null } : m,
    );
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Cancel membership' }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel your membership?' });
    expect(within(dialog).getByText(cancelMeaning(dayText(fromToday(17))))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep membership' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(named('CancelMembership')).toHaveLength(0);

    fireEvent.click(within(await panel()).getByRole('button', { name: 'Cancel membership' }));
    dialog = screen.getByRole('dialog', { name: 'Cancel your membership?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: ' Exams  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));
    await waitFor(() => expect(named('CancelMembership')).toHaveLength(1));
    expect(named('CancelMembership')[0]!.variables).toEqual({ bookingId: 'b1', token: 'tok-1', reason: 'Exams' });
    expect((await screen.findByRole('status')).textContent).toBe(membershipSaid.CANCELLED);
    const region = await panel();
    await waitFor(() => expect(fact(region, 'Next renewal')).toBe(`None: it ends after ${dayText(fromToday(17))}`));
    expect(within(region).queryByRole('button', { name: 'Cancel membership' })).toBeNull();
    expect(within(region).getByRole('button', { name: 'Turn auto-renew on' })).toBeTruthy();
  });

  it('says so when the cancel refunded a cycle paid and not used (the refund terms, per cycle)', async () => {
    const paidAhead = aCycle({ number: 2, startsOn: fromToday(17), endsOn: fromToday(45) });
    open(aMembership({ cycles: [aCycle(), paidAhead] }), (call, m) =>
      operation(call) === 'CancelMembership'
        ? {
            ...m,
            status: 'ENDING',
            autoRenew: false,
            nextRenewalOn: null,
            cycles: [aCycle(), { ...paidAhead, status: 'CANCELLED' }],
          }
        : m,
    );
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Cancel membership' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel your membership?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel membership' }));
    expect((await screen.findByRole('status')).textContent).toBe(membershipSaid.CANCELLED_REFUNDED);
    // The answer's state replaces the panel's once urql has it.
    expect(await within(await panel()).findByText('Cancelled')).toBeTruthy();
  });

  it('pays now by card: sends the browser to the checkout payNextCycle answers', async () => {
    const link = 'https://checkout.example/pay/c2';
    const { named } = open(aMembership(), (_, m) => ({ ...m, payLink: link }));
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Pay now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(link));
    expect(named('PayNextCycle')[0]!.variables).toEqual({ bookingId: 'b1', token: 'tok-1', method: 'CARD' });
  });

  it('pays now by transfer: opens the cycle’s invoice page, carrying the page’s token', async () => {
    const { named } = open(aMembership(), (_, m) => ({ ...m, payLink: '/payment-invoice/inv-2' }));
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Pay now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay by bank transfer' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/payment-invoice/inv-2');
    expect(named('PayNextCycle')[0]!.variables).toMatchObject({ method: 'TRANSFER' });
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('offers no Pay now once the next cycle is paid', async () => {
    open(
      aMembership({
        cycles: [aCycle(), aCycle({ number: 2, startsOn: fromToday(18), endsOn: fromToday(46), sessionsUsed: 0 })],
      }),
    );
    const region = await panel();
    expect(within(region).queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(within(region).getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('turns auto-renew off', async () => {
    const { named } = open(aMembership(), (call, m) =>
      operation(call) === 'SetAutoRenew' ? { ...m, autoRenew: false, status: 'ENDING', nextRenewalOn: null } : m,
    );
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Turn auto-renew off' }));
    await waitFor(() => expect(named('SetAutoRenew')).toHaveLength(1));
    expect(named('SetAutoRenew')[0]!.variables).toEqual({ bookingId: 'b1', token: 'tok-1', on: false });
    expect((await screen.findByRole('status')).textContent).toBe(membershipSaid.AUTO_RENEW_OFF);
    await waitFor(async () => expect(fact(await panel(), 'Auto-renew')).toBe('Off'));
  });

  it('changes the plan option from the next cycle', async () => {
    const { named } = open(aMembership());
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Change plan' }));
    const form = screen.getByRole('form', { name: 'Change plan' });
    expect(within(form).getByText(/^Now: 2 calls a week · ₦49,000 a cycle/)).toBeTruthy();
    const select = within(form).getByLabelText<HTMLSelectElement>('Plan from the next cycle');
    expect(select.value).toMatch(/^3 calls a week · ₦75,000 a cycle/);
    fireEvent.click(within(form).getByRole('button', { name: 'Change from next cycle' }));
    await waitFor(() => expect(named('ChangeMembershipPlan')).toHaveLength(1));
    expect(named('ChangeMembershipPlan')[0]!.variables).toEqual({
      bookingId: 'b1',
      token: 'tok-1',
      planOption: '3-per-week',
    });
    expect((await screen.findByRole('status')).textContent).toBe(membershipSaid.planChanged('3 calls a week'));
  });
});

describe('Membership panel: weekly times', () => {
  const outside = 'This weekly time is outside the mentor’s hours';

  it('keeps up to the plan’s sessions a week, in the browser’s zone by default, and shows the server’s refusal', async () => {
    const { named } = open(aMembership({ standingTimes: [] }), () => refusal(outside, 'OUTSIDE_AVAILABILITY'));
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Weekly times' }));
    const form = screen.getByRole('form', { name: 'Weekly times' });
    expect(within(form).getByText(/Your plan has 2 sessions a week/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Add a weekly time' }));
    expect(within(form).getByRole<HTMLButtonElement>('button', { name: 'Add a weekly time' }).disabled).toBe(true);

    const second = within(form).getByRole('group', { name: 'Weekly time 2' });
    // Both rows start on the same day and time: the shared schema says each can be chosen once.
    fireEvent.click(within(form).getByRole('button', { name: 'Save weekly times' }));
    expect(within(form).getByRole('alert').textContent).toBe(STANDING_TIMES_TWICE);
    expect(named('SetStandingTimes')).toHaveLength(0);

    fireEvent.change(within(second).getByLabelText('Day'), { target: { value: 'Thursday' } });
    fireEvent.change(within(second).getByLabelText('Time'), { target: { value: '07:30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save weekly times' }));
    await waitFor(() => expect(named('SetStandingTimes')).toHaveLength(1));
    expect(named('SetStandingTimes')[0]!.variables).toEqual({
      bookingId: 'b1',
      token: 'tok-1',
      times: [
        { weekday: 'MONDAY', time: '18:00', timeZone: browserZone() },
        { weekday: 'THURSDAY', time: '07:30', timeZone: browserZone() },
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe(outside);
    // Refused: the form stays open with what was chosen.
    expect(screen.getByRole('form', { name: 'Weekly times' })).toBeTruthy();
  });

  it('saves the times and says so', async () => {
    const { named } = open(aMembership(), (call, m) =>
      operation(call) === 'SetStandingTimes'
        ? { ...m, standingTimes: call.variables.times as Membership['standingTimes'] }
        : m,
    );
    fireEvent.click(within(await panel()).getByRole('button', { name: 'Weekly times' }));
    const form = screen.getByRole('form', { name: 'Weekly times' });
    fireEvent.change(within(form).getByLabelText('Time'), { target: { value: '19:30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save weekly times' }));
    await waitFor(() => expect(named('SetStandingTimes')).toHaveLength(1));
    expect((await screen.findByRole('status')).textContent).toBe(membershipSaid.TIMES_SAVED);
    await waitFor(async () => expect(fact(await panel(), 'Weekly times')).toBe('Tuesday 19:30 (Africa/Lagos)'));
  });
});

describe('the invoice page’s address', () => {
  it('carries the page’s token when the server’s path has none, and never a second one', () => {
    expect(invoiceAddress('/payment-invoice/inv-2', 'tok 1')).toBe('/payment-invoice/inv-2?t=tok%201');
    expect(invoiceAddress('/payment-invoice/inv-2?t=i1.sig', 'tok-1')).toBe('/payment-invoice/inv-2?t=i1.sig');
    expect(invoiceAddress('/payment-invoice/inv-2', null)).toBe('/payment-invoice/inv-2');
  });
});
