import { useCallback, useId, useState } from 'react';
import { useQuery } from 'urql';
import { koboToNaira } from '@eazy2con/shared/bookings';
import { formatNaira } from '@eazy2con/shared/number-text';
import { apiErrorMessage } from '../../core/graphql/errors';
import { Button } from '../../ui/Button';
import { Facts } from '../../ui/Facts';
import { Notice } from '../../ui/Notice';
import { useNow } from '../../ui/use-now';
import { CancelMembershipDialog } from './CancelMembershipDialog';
import { ChangePlanForm } from './ChangePlanForm';
import { MembershipCycles } from './MembershipCycles';
import {
  STATUS_LABEL,
  currentCycle,
  dayText,
  lagosToday,
  lastDayOf,
  nextCycle,
  optionOf,
  paymentMethodText,
  planOf,
  renewalAmountKobo,
  sessionsText,
  standingTimesText,
} from './membership-figures';
import { membershipSaid } from './membership-messages';
import { MembershipQuery, type Membership } from './memberships.queries';
import { PauseForm } from './PauseForm';
import { PayNextCycle } from './PayNextCycle';
import { StandingTimesForm } from './StandingTimesForm';
import { useMembershipActions, type ActionError } from './use-membership-actions';
import './memberships.css';

export interface MembershipPanelProps {
  bookingId: string;
  /** The page's token (the mailed link's or the stored one); null when signed in with the booking's e-mail. */
  token: string | null;
  /** The booking's plan type and audience, to offer its options (packages/shared plans.ts). */
  plan: string;
  audience: string;
  weekendsOnly: boolean;
  /** The rest of the page reads the booking again: a pause or new weekly times move its sessions. */
  onChange?: () => void;
}

type Said = { type: 'success' | 'error'; text: string } | null;
type Open = 'pay' | 'pause' | 'plan' | 'times' | null;

/**
 * A booking's membership on My sessions (issue 36): where it stands, the next renewal and its amount, how it is
 * paid, this cycle's sessions and every cycle; and what its learner may do: pay the next cycle now, pause or resume,
 * cancel, turn auto-renew off or on, change the plan option for the next cycle, keep weekly times. Nothing shows for a
 * booking that is not a membership (the server answers null).
 */
export function MembershipPanel({ bookingId, token, plan, audience, weekendsOnly, onChange }: MembershipPanelProps) {
  const [{ data, error }, refetch] = useQuery({
    query: MembershipQuery,
    variables: { bookingId, token },
    requestPolicy: 'cache-and-network',
  });
  const changed = useCallback(() => {
    refetch({ requestPolicy: 'network-only' });
    onChange?.();
  }, [refetch, onChange]);
  const membership = data?.membership;
  if (error && !membership) return <Notice type="error" title={apiErrorMessage(error)} />;
  if (!membership) return null;
  return (
    <MembershipView
      membership={membership}
      access={{ bookingId, token, changed }}
      plan={plan}
      audience={audience}
      weekendsOnly={weekendsOnly}
    />
  );
}

interface ViewProps extends Pick<MembershipPanelProps, 'plan' | 'audience' | 'weekendsOnly'> {
  membership: Membership;
  access: Parameters<typeof useMembershipActions>[0];
}

function MembershipView({ membership, access, plan, audience, weekendsOnly }: ViewProps) {
  const ids = useId();
  const today = lagosToday(useNow());
  const actions = useMembershipActions(access);
  const [open, setOpen] = useState<Open>(null);
  const [cancelling, setCancelling] = useState(false);
  const [said, setSaid] = useState<Said>(null);
  // The one-press changes (resume, auto-renew) show their own spinner; the forms keep theirs.
  const [busy, setBusy] = useState<'resume' | 'auto-renew' | null>(null);

  const current = currentCycle(membership, today);
  const next = nextCycle(membership, current);
  const bookedPlan = planOf(audience, plan);
  const option = optionOf(bookedPlan, current);
  const amount = renewalAmountKobo(current, next, option);
  const lastPaid = [...membership.cycles].filter((c) => c.paid).sort((a, b) => b.number - a.number)[0] ?? current;
  const { status } = membership;
  const ended = status === 'ENDED';

  /** Runs a change, then says how it went; `success` only when the server made it. */
  const run = async (
    change: () => Promise<ActionError>,
    success: string | (() => string),
    pressed: typeof busy = null,
  ) => {
    setBusy(pressed);
    const failure = await change();
    setBusy(null);
    const text = typeof success === 'function' ? success() : success;
    setSaid(failure === null ? { type: 'success', text } : { type: 'error', text: failure });
    if (failure === null) setOpen(null);
    return failure;
  };
  const toggle = (which: Exclude<Open, null>) => {
    setSaid(null);
    setOpen((now) => (now === which ? null : which));
  };

  const renewal =
    membership.nextRenewalOn && !ended
      ? `${dayText(membership.nextRenewalOn)}${amount !== null ? ` · ${formatNaira(koboToNaira(amount))}` : ''}`
      : lastPaid && !ended
        ? `None: it ends after ${dayText(lastDayOf(lastPaid))}`
        : 'None';
  const facts = [
    { key: 'status', label: 'Status', children: STATUS_LABEL[status] },
    ...(membership.pausedUntil
      ? [{ key: 'paused', label: 'Paused until', children: dayText(membership.pausedUntil) }]
      : []),
    { key: 'renewal', label: 'Next renewal', children: renewal },
    { key: 'paid-by', label: 'Paid by', children: paymentMethodText(membership.paymentMethod) },
    { key: 'auto-renew', label: 'Auto-renew', children: membership.autoRenew ? 'On' : 'Off' },
    ...(current ? [{ key: 'sessions', label: 'Sessions this cycle', children: sessionsText(current) }] : []),
    {
      key: 'times',
      label: 'Weekly times',
      children: standingTimesText(membership.standingTimes) || 'None chosen yet',
    },
  ];
  const payable = !ended && !next?.paid;

  return (
    <section className="membership" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="membership__title">
        Membership
      </h3>
      <Facts items={facts} />
      {!ended && (
        <div className="membership__actions">
          {payable && (
            <Button type="primary" aria-expanded={open === 'pay'} onClick={() => toggle('pay')}>
              Pay now
            </Button>
          )}
          {status === 'ACTIVE' && (
            <Button aria-expanded={open === 'pause'} onClick={() => toggle('pause')}>
              Pause
            </Button>
          )}
          {status === 'PAUSED' && (
            <Button
              loading={busy === 'resume'}
              onClick={() => void run(actions.resume, membershipSaid.RESUMED, 'resume')}
            >
              Resume
            </Button>
          )}
          <Button
            loading={busy === 'auto-renew'}
            onClick={() =>
              void run(
                () => actions.setAutoRenew(!membership.autoRenew),
                membership.autoRenew ? membershipSaid.AUTO_RENEW_OFF : membershipSaid.AUTO_RENEW_ON,
                'auto-renew',
              )
            }
          >
            {membership.autoRenew ? 'Turn auto-renew off' : 'Turn auto-renew on'}
          </Button>
          {bookedPlan && bookedPlan.options.length > 1 && (
            <Button aria-expanded={open === 'plan'} onClick={() => toggle('plan')}>
              Change plan
            </Button>
          )}
          <Button aria-expanded={open === 'times'} onClick={() => toggle('times')}>
            Weekly times
          </Button>
          {status !== 'ENDING' && (
            <Button danger onClick={() => setCancelling(true)}>
              Cancel membership
            </Button>
          )}
        </div>
      )}
      {said && <Notice type={said.type} title={said.text} role={said.type === 'error' ? 'alert' : 'status'} />}
      {open === 'pay' && (
        <PayNextCycle
          amountKobo={amount}
          pay={actions.payNextCycle}
          token={access.token}
          preferred={membership.paymentMethod.kind}
        />
      )}
      {open === 'pause' && (
        <PauseForm
          onPause={(days) => run(() => actions.pause(days), membershipSaid.PAUSED)}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'plan' && bookedPlan && (
        <ChangePlanForm
          options={bookedPlan.options}
          current={option}
          onChange={(choice) => run(() => actions.changePlan(choice.id), membershipSaid.planChanged(choice.label))}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'times' && (
        <StandingTimesForm
          saved={membership.standingTimes}
          allowed={current?.sessionsIncluded ?? option?.sessions ?? 4}
          weekendsOnly={weekendsOnly}
          onSave={(times) => run(() => actions.setStandingTimes(times), membershipSaid.TIMES_SAVED)}
          onClose={() => setOpen(null)}
        />
      )}
      <MembershipCycles cycles={membership.cycles} currentNumber={current?.number ?? null} />
      <CancelMembershipDialog
        open={cancelling}
        lastDay={lastPaid ? dayText(lastDayOf(lastPaid)) : null}
        onCancel={(reason) => {
          let refunded = false;
          const cancel = async () => {
            const answer = await actions.cancel(reason);
            refunded = answer.refunded;
            return answer.error;
          };
          return run(cancel, () => (refunded ? membershipSaid.CANCELLED_REFUNDED : membershipSaid.CANCELLED));
        }}
        onClose={() => setCancelling(false)}
      />
    </section>
  );
}
