import { Link } from 'react-router';
import { koboToNaira } from '@eazy2con/shared/bookings';
import { formatNaira } from '@eazy2con/shared/number-text';
import { apiErrorMessage } from '../../core/graphql/errors';
import { useNow } from '../../ui/use-now';
import { SHORT_STATUS, currentCycle, dayText, lagosToday, nextCycle, renewalAmountKobo } from './membership-figures';
import { usePageMembership } from './use-page-membership';
import './memberships.css';

/**
 * A plan booking's membership in "Your bookings" on /account (issue 36): where it stands and the next renewal, with
 * the way to manage it on My sessions. Signed in with the booking's e-mail, so no token is sent; the page's bookings
 * are asked in one request (`pageIds`); nothing shows for a booking that is not a membership.
 */
export function AccountMembership({ bookingId, pageIds }: { bookingId: string; pageIds: readonly string[] }) {
  const today = lagosToday(useNow());
  const { membership, error } = usePageMembership(bookingId, pageIds);
  if (error && !membership) return <p className="account-home__error">{apiErrorMessage(error)}</p>;
  if (!membership) return null;
  const current = currentCycle(membership, today);
  const amount = renewalAmountKobo(current, nextCycle(membership, current), null);
  return (
    <div className="membership__summary" role="group" aria-label="Membership">
      <span>
        Membership: <strong>{SHORT_STATUS[membership.status]}</strong>
      </span>
      {membership.nextRenewalOn && (
        <span>
          {`Next renewal ${dayText(membership.nextRenewalOn)}`}
          {amount !== null ? ` · ${formatNaira(koboToNaira(amount))}` : ''}
        </span>
      )}
      {membership.pausedUntil && <span>{`Paused until ${dayText(membership.pausedUntil)}`}</span>}
      <Link to="/my-sessions">Manage membership</Link>
    </div>
  );
}
