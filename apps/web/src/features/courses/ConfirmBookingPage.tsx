import { Button } from '../../ui/Button';
import { Result } from '../../ui/Result';
import { useParams } from 'react-router';
import { useMutation } from 'urql';
import { apiErrorMessage } from '../../core/graphql/errors';
import { usePageTitle } from '../../core/use-page-title';
import { LinkButton } from '../../ui/LinkButton';
import { ConfirmCourseBookingMutation } from './confirmation-queries';
import './courses.css';

export const CONFIRM_BOOKING_TITLE = 'Confirm your booking';
export const BOOKING_CONFIRMED_TITLE = 'Your booking is confirmed';

/**
 * /confirm-booking/{token}, opened from the link in a booking's confirmation mail. Opening the page changes
 * nothing (mail scanners open links too); the button confirms, once (docs/decisions/0004).
 */
export function ConfirmBookingPage() {
  usePageTitle(CONFIRM_BOOKING_TITLE);
  const { token = '' } = useParams();
  const [{ data, error, fetching }, confirm] = useMutation(ConfirmCourseBookingMutation);
  const booking = data?.confirmCourseBooking;

  if (booking) {
    const title = booking.course?.title;
    return (
      <div className="page">
        <Result
          status="success"
          title={<h1 className="result-title">{BOOKING_CONFIRMED_TITLE}</h1>}
          subTitle={`${title ? `Thank you for booking ${title}. ` : ''}Our team will contact you about payment and your first session. Sign in with this e-mail to find the course on your Paid Courses.`}
          extra={
            <>
              <LinkButton to="/paid-courses" type="primary">
                My courses
              </LinkButton>
              <LinkButton to="/courses">Browse courses</LinkButton>
            </>
          }
        />
      </div>
    );
  }

  return (
    <div className="page">
      <Result
        status={error ? 'warning' : 'info'}
        title={<h1 className="result-title">{CONFIRM_BOOKING_TITLE}</h1>}
        subTitle={
          error
            ? apiErrorMessage(error)
            : 'Confirm that the e-mail address you booked with is yours. Your booking counts, and our team contacts you, once you do.'
        }
        extra={
          error ? (
            <LinkButton to="/courses" type="primary">
              Browse courses
            </LinkButton>
          ) : (
            <Button type="primary" size="large" loading={fetching} onClick={() => void confirm({ token })}>
              Confirm my booking
            </Button>
          )
        }
      />
    </div>
  );
}
