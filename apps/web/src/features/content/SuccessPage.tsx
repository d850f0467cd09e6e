import { Result } from '../../ui/Result';
import { useLocation } from 'react-router';
import { LinkButton } from '../../ui/LinkButton';
import { usePageTitle } from '../../core/use-page-title';

/** What the booking form passes in navigation state: the booker's name, and whether it was the free trial. */
function readState(state: unknown): { fullName: string; freeTrial: boolean } {
  if (typeof state !== 'object' || state === null) return { fullName: '', freeTrial: false };
  const fullName = 'fullName' in state && typeof state.fullName === 'string' ? state.fullName.trim() : '';
  return { fullName, freeTrial: 'freeTrial' in state && state.freeTrial === true };
}

/**
 * Where a course-page or profile mentor booking lands; the booking form passes `state: { fullName, freeTrial }`. A
 * free trial is not told about payments (issue 20): it is told what happens next.
 */
export function SuccessPage() {
  usePageTitle('Success');
  const { fullName, freeTrial } = readState(useLocation().state);
  return (
    <div className="page">
      <Result
        status="success"
        title={
          <h1 className="result-title">
            {freeTrial ? 'Your free trial is booked' : 'Successfully Registerd, we will reach out to you soon'}
          </h1>
        }
        subTitle={
          <>
            <p data-testid="success-greeting">{fullName ? `Hi ${fullName},` : 'Hi there,'}</p>
            {freeTrial ? (
              <p data-testid="success-next">
                The trial is free: nothing to pay. We have e-mailed you a confirmation, and our team will e-mail or call
                you shortly to arrange your first session with your mentor.
              </p>
            ) : (
              <p data-testid="success-next">
                We have received your request. Our team will email or call you shortly about payments and the next steps
                to get you started with your mentor.
              </p>
            )}
          </>
        }
        extra={
          <LinkButton to="/" type="primary">
            Back to Home
          </LinkButton>
        }
      />
    </div>
  );
}
