import { LinkButton } from '../../ui/LinkButton';
import { BookedTimes } from './BookedTimes';
import { BookingResult } from './BookingResult';
import { TRIAL_TITLE } from './booking-messages';
import type { BookedTime } from './queries';

/**
 * The trial's success (spec 2 §4): no payment step, and nothing is kept in the browser. Its one session was booked
 * with it; without one (the booker went on without a time) we arrange it with them.
 */
export function TrialBooked({ fullName, sessions = [] }: { fullName: string; sessions?: readonly BookedTime[] }) {
  return (
    <BookingResult
      title={TRIAL_TITLE}
      actions={
        <LinkButton to="/" type="primary" size="large">
          Back to Home
        </LinkButton>
      }
    >
      <p data-testid="trial-greeting">
        Thank you, {fullName}. The trial is free: no payment is needed.{' '}
        {sessions.length > 0
          ? 'We have e-mailed you the details of your session.'
          : 'We will reach out to you soon by e-mail or phone to arrange your first session.'}
      </p>
      <BookedTimes sessions={sessions} />
    </BookingResult>
  );
}
