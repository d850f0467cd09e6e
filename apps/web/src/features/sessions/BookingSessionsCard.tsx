import { Suspense, useContext, useId, useState } from 'react';
import { sessionMessages } from '@eazy2con/shared/sessions';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import { MembershipPanel } from '../memberships/public';
import { BookSessionsPanel } from './BookSessionsPanel';
import { PastSessionCard } from './PastSessionCard';
import type { BookingSessions } from './queries';
import { bookedText, cycleText, isUpcoming } from './session-format';
import { SessionCard } from './SessionCard';
import { SessionAccessContext } from './use-session-actions';
import { useNow } from '../../ui/use-now';

export const NO_MENTOR_YET = 'This booking has no mentor yet, so there are no times to choose from.';
export const CYCLE_OVER = 'This cycle has ended.';
export const NO_UPCOMING = 'No sessions booked yet.';

/**
 * Where a learner whose cycle has ended books the same mentor for the next four weeks: the booking form on that
 * mentor and plan (a trial continues on the form's first paid plan). A cycle is bought by a booking of its own, so
 * the next one is a new booking, paid like the first.
 */
export function bookAgainLink(booking: Pick<BookingSessions, 'audience' | 'plan' | 'mentorId'>) {
  const page = booking.audience === 'kids' ? '/kid-book-mentor' : '/book-mentor';
  return {
    to: `${page}?mentor=${encodeURIComponent(booking.mentorId ?? '')}`,
    state: booking.plan === 'Trial' ? undefined : { type: booking.plan },
  };
}

const byStart = (a: { start: string }, b: { start: string }) => Date.parse(a.start) - Date.parse(b.start);

/** One booking: its plan, mentor and cycle, a way to book what is left, then its sessions to come and past. */
export function BookingSessionsCard({ booking }: { booking: BookingSessions }) {
  const ids = useId();
  const now = useNow();
  const { token, refresh } = useContext(SessionAccessContext);
  const [pickerOpen, setBookingOpen] = useState(false);
  const upcoming = booking.sessions.filter((s) => isUpcoming(s, now)).sort(byStart);
  const past = booking.sessions.filter((s) => !isUpcoming(s, now)).sort((a, b) => byStart(b, a));
  const cycleOver = Date.parse(booking.cycleEnd) <= now;

  let booker;
  if (!booking.mentorId) booker = <p className="booking-sessions__note">{NO_MENTOR_YET}</p>;
  else if (cycleOver || booking.left === 0) {
    // Nothing left to book here: say why, and offer the way on with the same mentor.
    const again = bookAgainLink(booking);
    booker = (
      <div className="booking-sessions__again">
        <p className="booking-sessions__note">{cycleOver ? CYCLE_OVER : sessionMessages.ENTITLEMENT_USED}</p>
        <LinkButton type="primary" to={again.to} state={again.state}>
          {`Book ${booking.mentorName ?? 'this mentor'} again`}
        </LinkButton>
      </div>
    );
  } else if (pickerOpen)
    booker = (
      <BookSessionsPanel booking={{ ...booking, mentorId: booking.mentorId }} onClose={() => setBookingOpen(false)} />
    );
  else
    booker = (
      <Button type="primary" onClick={() => setBookingOpen(true)}>
        Book a session
      </Button>
    );

  return (
    <section className="booking-sessions" aria-labelledby={`${ids}-title`}>
      <header className="booking-sessions__header">
        <h2 id={`${ids}-title`} className="booking-sessions__title">
          {booking.plan} plan{booking.mentorName ? ` with ${booking.mentorName}` : ''}
        </h2>
        <p className="booking-sessions__facts">
          <span data-testid="booked-count">{bookedText(booking)}</span>
          <span>This cycle: {cycleText(booking)}</span>
        </p>
        {booker}
      </header>
      {/* A paid plan booking continues cycle after cycle (issue 36): its membership, loaded with its own chunk. */}
      {booking.paymentStatus === 'PAID' && (
        <Suspense fallback={null}>
          <MembershipPanel
            bookingId={booking.bookingId}
            token={token}
            plan={booking.plan}
            audience={booking.audience}
            weekendsOnly={booking.weekendsOnly}
            onChange={refresh}
          />
        </Suspense>
      )}
      <h3 className="booking-sessions__heading">Upcoming</h3>
      {upcoming.length === 0 ? (
        <p className="booking-sessions__note">{NO_UPCOMING}</p>
      ) : (
        <ul className="booking-sessions__list" aria-label="Upcoming sessions">
          {upcoming.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} booking={booking} now={now} />
            </li>
          ))}
        </ul>
      )}
      {past.length > 0 && (
        <>
          <h3 className="booking-sessions__heading">Past and cancelled</h3>
          <ul className="booking-sessions__list" aria-label="Past and cancelled sessions">
            {past.map((session) => (
              <li key={session.id}>
                <PastSessionCard session={session} now={now} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
