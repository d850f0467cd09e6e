import { Suspense } from 'react';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { koboToNaira } from '@eazy2con/shared/bookings';
import { formatNaira } from '@eazy2con/shared/number-text';
import { apiErrorMessage } from '../../core/graphql/errors';
import { Notice } from '../../ui/Notice';
import { AccountMembership } from '../memberships/public';
import { MyBookingsQuery } from './account-home.queries';
import { BookingPapers } from './BookingPapers';
import { PayOwnBooking } from './PayOwnBooking';
import './account-home.css';

const STATUS: Record<string, string> = {
  PAID: 'Paid',
  AWAITING_PAYMENT: 'Waiting for payment',
  NOT_REQUIRED: 'Free',
  FAILED: 'Payment failed',
  BOOKED: 'Booked',
};

/** Where each kind is followed up: the sessions of a plan, the page of a camp or bootcamp registration. */
const OPEN: Partial<Record<string, { to: string; label: string }>> = {
  MENTOR: { to: '/my-sessions', label: 'Your sessions' },
  KIDS: { to: '/my-sessions', label: 'Your sessions' },
  CAMP: { to: '/weekend-camp', label: 'Weekend camp' },
  BOOTCAMP: { to: '/bootcamp', label: 'Bootcamp' },
};

/** A plan booking paid and in force: the kind that continues as a membership (the server says whether it does). */
const mayBeMembership = (b: { kind: string; status: string; cancelled: boolean }) =>
  (b.kind === 'MENTOR' || b.kind === 'KIDS') && b.status === 'PAID' && !b.cancelled;

const DAY = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Africa/Lagos',
});

/**
 * "Your bookings" on the account page (issue 35): everything booked with the account's confirmed e-mail, of every
 * kind, whether it was booked signed in or not, with where it stands, its invoices and receipts, and a way to pay
 * what is unpaid: signed in, no mailed link or stored token is needed.
 */
export function YourBookingsSection() {
  const [{ data, error, fetching }, refetch] = useQuery({
    query: MyBookingsQuery,
    requestPolicy: 'cache-and-network',
  });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const bookings = data?.myBookings ?? [];
  const membershipIds = bookings.filter(mayBeMembership).map((b) => b.id);
  return (
    <section aria-labelledby="bookings-heading" className="account-home">
      <h2 id="bookings-heading" className="account__heading">
        Your bookings
      </h2>
      {error && <Notice type="error" title={apiErrorMessage(error)} />}
      {!error && !fetching && bookings.length === 0 && (
        <p>Nothing booked with this e-mail yet. What you book with it, signed in or not, shows here.</p>
      )}
      <ul className="account-home__bookings" aria-label="Your bookings">
        {bookings.map((b) => {
          const open = OPEN[b.kind];
          return (
            <li key={`${b.kind}-${b.id}`} className="account-home__booking">
              <strong>{b.title}</strong>
              {b.detail && <span> {b.detail}</span>}
              <div className="account-home__meta">
                <span className="account-home__status">
                  {b.cancelled ? 'Cancelled' : (STATUS[b.status] ?? b.status)}
                </span>
                {b.amountKobo !== null && b.amountKobo > 0 && <span>{formatNaira(koboToNaira(b.amountKobo))}</span>}
                <span>Booked on {DAY.format(new Date(b.createdAt))}</span>
                {open && <Link to={open.to}>{open.label}</Link>}
              </div>
              {/* A paid plan booking may be a membership (issue 36): its status and renewal, managed on My sessions. */}
              {mayBeMembership(b) && (
                <Suspense fallback={null}>
                  <AccountMembership bookingId={b.id} pageIds={membershipIds} />
                </Suspense>
              )}
              {/* An open invoice has its own Pay; a booking without one is paid from here. */}
              {b.payable && !b.invoices.some((i) => i.canPay) && (
                <div className="account-home__actions">
                  <PayOwnBooking booking={b} label="Pay now" ariaLabel={`Pay now for ${b.title}`} />
                </div>
              )}
              <BookingPapers booking={b} onChange={reload} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
