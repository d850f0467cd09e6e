import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { apiErrorMessage } from '../../core/graphql/errors';
import { PageSpinner } from '../../ui/PageSpinner';
import { usePageTitle } from '../../core/use-page-title';
import { LinkButton } from '../../ui/LinkButton';
import { Notice } from '../../ui/Notice';
import { useAuth } from '../accounts/public';
import { BookingSessionsCard } from './BookingSessionsCard';
import { MySessionsQuery, type BookingSessions } from './queries';
import { SessionAccessContext, type SessionAccess } from './use-session-actions';
import { useNow } from '../../ui/use-now';
import './sessions.css';

export const PAGE_TITLE = 'My sessions';
export const SIGN_IN_TO_SEE = 'Log in to see your sessions with your mentor.';
export const NO_BOOKINGS = 'You have no bookings with a mentor yet.';

/**
 * /my-sessions (issue 22): a learner's bookings with a mentor, their sessions and what may still be done with each
 * (join, add to a calendar, move, cancel, confirm how it went). Opened from a mailed link (?booking=&t=) it shows
 * that booking to whoever holds the link; otherwise it shows the signed-in person's bookings.
 */
export function MySessionsPage() {
  usePageTitle(PAGE_TITLE);
  const [params] = useSearchParams();
  const bookingId = params.get('booking');
  const token = params.get('t');
  const byLink = Boolean(bookingId && token);
  const auth = useAuth();
  const signedIn = !auth.loading && auth.isAuthenticated;

  const [result, refetch] = useQuery({
    query: MySessionsQuery,
    variables: byLink ? { bookingId, token } : {},
    pause: !byLink && !signedIn,
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => refetch({ requestPolicy: 'network-only' }), [refetch]);
  const access = useMemo<SessionAccess>(() => ({ token: byLink ? token : null, refresh }), [byLink, token, refresh]);
  const bookings = result.data?.mySessions;
  useRoomOpening(bookings, refresh);

  let body;
  if (!byLink && auth.loading) return <PageSpinner />;
  if (!byLink && !auth.isAuthenticated) {
    body = (
      <div className="my-sessions__sign-in">
        <p>{SIGN_IN_TO_SEE}</p>
        <LinkButton to="/login" type="primary">
          Log in
        </LinkButton>
      </div>
    );
  } else if (result.error && !bookings) {
    body = <Notice type="error" title={apiErrorMessage(result.error)} />;
  } else if (!bookings) {
    return <PageSpinner />;
  } else if (bookings.length === 0) {
    body = (
      <div className="my-sessions__empty">
        <p>{NO_BOOKINGS}</p>
        <LinkButton to="/book-mentor" type="primary">
          Book a mentor
        </LinkButton>
      </div>
    );
  } else {
    body = bookings.map((booking) => <BookingSessionsCard key={booking.bookingId} booking={booking} />);
  }

  return (
    <SessionAccessContext.Provider value={access}>
      <div className="page my-sessions">
        <h1 className="my-sessions__title">{PAGE_TITLE}</h1>
        {body}
      </div>
    </SessionAccessContext.Provider>
  );
}

/**
 * The server gives a session's room link only from 15 minutes before its start: when that time comes while the
 * page is open, read the bookings again so the Join button appears without a reload.
 */
function useRoomOpening(bookings: readonly BookingSessions[] | undefined, refresh: () => void) {
  const now = useNow();
  const waiting = (bookings ?? []).some((booking) =>
    booking.sessions.some(
      (s) => s.status === 'BOOKED' && !s.joinUrl && Date.parse(s.joinOpensAt) <= now && Date.parse(s.end) > now,
    ),
  );
  useEffect(() => {
    if (waiting) refresh();
  }, [waiting, now, refresh]);
}
