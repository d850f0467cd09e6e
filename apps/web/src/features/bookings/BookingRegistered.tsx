import { Button } from '../../ui/Button';
import { koboToNaira } from '@eazy2con/shared/bookings';
import { HOLD_MINUTES } from '@eazy2con/shared/session-basics';
import { formatNaira } from '@eazy2con/shared/weekend-camp';
import { useAppApi } from '../../core/lazy-ant-app';
import { useCancelBooking } from '../payments/public';
import { PayNowButton } from './PayNowButton';
import type { PendingBooking } from './pending-booking';
import { BookedTimes } from './BookedTimes';
import { BookingResult } from './BookingResult';
import { CANCEL_BOOKING, PAY_LATER, REGISTERED_TITLE, WELCOME_BACK } from './booking-messages';
import type { BookingVariant } from './booking-variants';
import type { BookedTime, MentorBookingSummary } from './queries';
import { usePayLater } from './use-pay-later';

interface Props {
  variant: BookingVariant;
  booking: MentorBookingSummary;
  access: PendingBooking;
  /** Restored from this browser's storage on a later visit, rather than booked just now. */
  welcomeBack: boolean;
  /** Called once the server cancelled the booking (Cancel Booking, confirmed first), to forget it here. */
  onCancelled: () => void;
  /** The session times booked with it just now: kept for a while (HOLD_MINUTES) until it is paid. */
  sessions?: readonly BookedTime[];
}

/**
 * A paid booking awaiting payment (spec 2 §4): 'Successfully Registered' right after booking, 'Welcome back' when a
 * stored booking is read back. Pay now (the card seam), Pay Later (bank transfer against the invoice), Cancel
 * Booking (after a confirmation, the server cancels it and mails the booker and the team; then this browser forgets it).
 */
export function BookingRegistered({ variant, booking, access, welcomeBack, onCancelled, sessions = [] }: Props) {
  const { payLater, saving } = usePayLater();
  const { modal } = useAppApi();
  const { cancel, cancelling } = useCancelBooking(variant.pendingKind);

  const confirmCancel = () => {
    void modal
      .confirm({
        title: 'Cancel this booking?',
        content: 'We cancel the booking with our team and e-mail you. If you have already paid, we refund you.',
        okText: 'Yes, cancel it',
        cancelText: 'No, keep it',
      })
      .then(
        async (confirmed) => {
          if (confirmed && (await cancel(access))) onCancelled();
        },
        () => undefined, // closing the dialog keeps the booking
      );
  };

  const amount = formatNaira(koboToNaira(booking.amountKobo));
  return (
    <BookingResult
      title={welcomeBack ? `${WELCOME_BACK}, ${booking.fullName}` : REGISTERED_TITLE}
      actions={
        <>
          <PayNowButton kind={variant.pendingKind} bookingId={access.id} token={access.token} />
          <Button size="large" loading={saving} onClick={() => void payLater(booking, access, variant.pendingKind)}>
            {PAY_LATER}
          </Button>
          <Button size="large" danger loading={cancelling} onClick={confirmCancel}>
            {CANCEL_BOOKING}
          </Button>
        </>
      }
    >
      <p data-testid="booking-summary">
        {welcomeBack ? 'Your booking is waiting for payment' : `Thank you, ${booking.fullName}`}: the {booking.type}{' '}
        plan
        {booking.course ? ` for ${booking.course}` : ''}, {amount}.
      </p>
      <p>Pay now by card, or choose {PAY_LATER} to pay by bank transfer against an invoice.</p>
      {sessions.length > 0 && (
        <>
          <BookedTimes sessions={sessions} />
          <p>
            We keep {sessions.length === 1 ? 'this time' : 'these times'} for you for {HOLD_MINUTES.card} minutes while
            you pay by card, or {HOLD_MINUTES.transfer / 24 / 60} days with {PAY_LATER}.
          </p>
        </>
      )}
    </BookingResult>
  );
}
