import { LinkButton } from '../../ui/LinkButton';
import { BookingResult } from './BookingResult';
import { TRIAL_TITLE } from './booking-messages';

/** The trial's success (spec 2 §4): no payment step, and nothing is kept in the browser. */
export function TrialBooked({ fullName }: { fullName: string }) {
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
        Thank you, {fullName}. The trial is free: no payment is needed. We will reach out to you soon by e-mail or phone
        to arrange your first session.
      </p>
    </BookingResult>
  );
}
