import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { apiErrorCode } from '../../core/graphql/errors';
import { usePageTitle } from '../../core/use-page-title';
import { PageSpinner } from '../../ui/PageSpinner';
import { clearPendingBooking, readPendingBooking, savePendingBooking, type PendingBooking } from './pending-booking';
import { BookingRegistered } from './BookingRegistered';
import { adultVariant, kidsVariant, planFromState, type BookingVariant } from './booking-variants';
import { MentorBookingForm, type CreatedBooking } from './MentorBookingForm';
import { GetBookAmentorQuery, type BookedTime, type MentorBookingSummary } from './queries';
import { TrialBooked } from './TrialBooked';
import { REFUND_TERMS } from '@eazy2con/shared/refund-terms';

/** /book-mentor (spec 2 §2): an adult books a mentor on a plan. */
export function BookMentorPage() {
  usePageTitle('Book a Mentor');
  return (
    <MentorBookingPage variant={adultVariant} heading="Book a Mentor">
      <p>
        Tell us what you want to learn and when you would like to start: it takes about 5 minutes. Mentoring runs for at
        least 6 months, one-on-one with a mentor who knows your field. Booking for a child?{' '}
        <Link to="/kid-tech">See Kid Tech</Link>.
      </p>
    </MentorBookingPage>
  );
}

/** /kid-book-mentor (spec 2 §2): a parent books a kids mentor on a kids plan. */
export function KidBookMentorPage() {
  usePageTitle('Book a Kids Mentor');
  return (
    <MentorBookingPage variant={kidsVariant} heading="Book a Kids Mentor">
      <p>
        A patient mentor for your child, aged 7 to 17, in live weekend classes. Tell us about your child and when you
        would like to start; it takes about 5 minutes. <Link to="/kid-tech">About Kid Tech</Link>.
      </p>
    </MentorBookingPage>
  );
}

type Booked =
  | { kind: 'trial'; fullName: string; sessions: BookedTime[] }
  | { kind: 'paid'; booking: MentorBookingSummary; access: PendingBooking; sessions: BookedTime[] };

/**
 * The booking page of either audience: the form; after a paid booking 'Successfully Registered' with Pay now, Pay
 * Later and Cancel Booking, the booking kept in this browser (id and token) so a later visit shows 'Welcome back'
 * (read back from the server: a booking it no longer knows is forgotten here too); after a trial, the trial's
 * success, with nothing kept. `?mentor=<id>` (a mentor profile's Book link) opens the form on that mentor.
 */
function MentorBookingPage({
  variant,
  heading,
  children,
}: {
  variant: BookingVariant;
  heading: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const [params] = useSearchParams();
  const mentorParam = params.get('mentor')?.trim() ?? '';
  // Read after mounting: the server, which rendered this page, cannot see this device's storage.
  const [stored, setStored] = useState<PendingBooking | null>(null);
  useEffect(() => setStored(readPendingBooking(variant.pendingKind)), [variant.pendingKind]);
  const [booked, setBooked] = useState<Booked | null>(null);
  // A new key gives an empty form after Cancel Booking.
  const [formKey, setFormKey] = useState(0);
  const [{ data, error, fetching }] = useQuery({
    query: GetBookAmentorQuery,
    variables: stored ?? { id: '', token: '' },
    pause: !stored || booked !== null,
    requestPolicy: 'network-only',
  });
  // Forgotten here too: a booking the server no longer knows (or not with this token), and one with nothing left to
  // pay (settled by the payments work, or a trial kept by an older version of this page).
  const paymentStatus = data?.getBookAmentor.payment.status;
  const settled = paymentStatus !== undefined && paymentStatus !== 'AWAITING_PAYMENT' && paymentStatus !== 'FAILED';
  const gone = stored !== null && (apiErrorCode(error) === 'NOT_FOUND' || settled);
  useEffect(() => {
    if (gone) clearPendingBooking(variant.pendingKind);
    // Any other failure (offline) keeps the booking for the next visit; the form shows meanwhile.
    else if (error) console.error('The stored booking could not be read', error);
  }, [gone, error, variant.pendingKind]);

  // Kept as soon as it exists, so leaving while its times are being fixed still finds it to pay on the next visit.
  const onCreated = (created: CreatedBooking) => {
    if (created.amountKobo > 0 && created.accessToken) {
      savePendingBooking(variant.pendingKind, { id: created.id, token: created.accessToken });
    }
  };

  const onBooked = (created: CreatedBooking, sessions: BookedTime[]) => {
    if (created.amountKobo === 0 || !created.accessToken) {
      setBooked({ kind: 'trial', fullName: created.fullName, sessions });
      return;
    }
    const access = { id: created.id, token: created.accessToken };
    savePendingBooking(variant.pendingKind, access);
    setStored(access);
    setBooked({ kind: 'paid', booking: created, access, sessions });
  };

  const onCancelled = () => {
    clearPendingBooking(variant.pendingKind);
    setStored(null);
    setBooked(null);
    setFormKey((key) => key + 1);
  };

  const restored = stored && !booked && !error && !settled ? data?.getBookAmentor : undefined;
  let body: ReactNode;
  if (booked?.kind === 'trial') body = <TrialBooked fullName={booked.fullName} sessions={booked.sessions} />;
  else if (booked?.kind === 'paid')
    body = (
      <BookingRegistered
        variant={variant}
        booking={booked.booking}
        access={booked.access}
        welcomeBack={false}
        onCancelled={onCancelled}
        sessions={booked.sessions}
      />
    );
  else if (stored && restored)
    body = (
      <BookingRegistered variant={variant} booking={restored} access={stored} welcomeBack onCancelled={onCancelled} />
    );
  else if (stored && !error && !settled && (fetching || !data)) body = <PageSpinner />;
  else
    body = (
      <>
        <header className="page__header">
          <p className="eyebrow">{variant.audience === 'kids' ? 'Kid Tech' : 'Mentorship'}</p>
          <h1>{heading}</h1>
          {children}
        </header>
        <MentorBookingForm
          key={`${formKey}-${mentorParam}`}
          variant={variant}
          initialPlan={planFromState(variant, location.state)}
          mentor={mentorParam ? { id: mentorParam, name: '' } : undefined}
          page={variant.audience === 'kids' ? 'kids-or-course' : 'adult'}
          onCreated={onCreated}
          onBooked={onBooked}
        />
        {/* The plans' refund terms (issue 23), where the person decides to pay. */}
        <p className="mentor-booking__refund-terms">Refunds: {REFUND_TERMS}</p>
      </>
    );
  return <div className="page mentor-booking">{body}</div>;
}
