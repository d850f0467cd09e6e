import { Result } from '../../ui/Result';
import { useLocation } from 'react-router';
import { LinkButton } from '../../ui/LinkButton';
import { usePageTitle } from '../../app/use-page-title';

/** Where a course-page mentor booking lands; the booking form passes `state: { fullName }`. */
export function SuccessPage() {
  usePageTitle('Success');
  const state: unknown = useLocation().state;
  const fullName =
    typeof state === 'object' && state !== null && 'fullName' in state && typeof state.fullName === 'string'
      ? state.fullName.trim()
      : '';
  return (
    <div className="page">
      <Result
        status="success"
        title={<h1 className="result-title">Successfully Registerd, we will reach out to you soon</h1>}
        subTitle={
          <>
            <p data-testid="success-greeting">{fullName ? `Hi ${fullName},` : 'Hi there,'}</p>
            <p>
              We have received your request. Our team will email or call you shortly about payments and the next steps
              to get you started with your mentor.
            </p>
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
