import { useNow } from '../../ui/use-now';
import { SHORT_STATUS, currentCycle, dayText, lagosToday, nextCycle, standingTimesText } from './membership-figures';
import type { Membership } from './memberships.queries';
import { usePageMembership } from './use-page-membership';
import './memberships.css';

/** Whether the cycle after this one is paid, in the mentor's words. */
function nextCycleText(membership: Membership, today: string): string {
  if (membership.status === 'ENDED') return 'Ended';
  const next = nextCycle(membership, currentCycle(membership, today));
  if (next?.paid) return 'Next cycle paid';
  if (membership.status === 'ENDING') return 'Ends with this cycle';
  if (next) return 'Next cycle not paid yet';
  return membership.nextRenewalOn ? `Renews ${dayText(membership.nextRenewalOn)}` : 'No next cycle';
}

/**
 * A learner's membership in the mentor's bookings table (issue 36): where it stands, the learner's weekly times
 * (held for them) and whether the next cycle is paid. The mentor reads the membership signed in, the table's rows in
 * one request (`pageIds`); they change nothing.
 */
export function MentorMembership({ bookingId, pageIds }: { bookingId: string; pageIds: readonly string[] }) {
  const today = lagosToday(useNow());
  const { membership, error, loaded } = usePageMembership(bookingId, pageIds);
  if (error && !membership) return <span>Could not be read</span>;
  if (!membership) return <span>{loaded ? 'Not a membership' : '…'}</span>;
  const times = standingTimesText(membership.standingTimes);
  return (
    <div className="membership__cell">
      <span>{SHORT_STATUS[membership.status]}</span>
      <span>{times ? `Weekly: ${times}` : 'No weekly times'}</span>
      <span>{nextCycleText(membership, today)}</span>
    </div>
  );
}
