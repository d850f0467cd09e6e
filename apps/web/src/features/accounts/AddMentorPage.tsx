import { lazy, Suspense, useState } from 'react';
import { usePageTitle } from '../../core/use-page-title';
import { PageSpinner } from '../../ui/PageSpinner';
import { Result } from '../../ui/Result';
import { LinkButton } from '../../ui/LinkButton';
import { useAuth } from './auth-context';
import { DASHBOARD } from './dashboard-path';
import { Redirect } from '../../core/server-render-control';

// The application form (Ant Design's form and selects, the country list) is only for a signed-in account: a visitor
// is sent to /signup without downloading it.
const ApplicationForm = lazy(() =>
  import('./MentorApplicationForm').then((m) => ({ default: m.MentorApplicationForm })),
);

/**
 * /add-mentor (spec 2 §2–§5): the mentor application of the signed-in (or just confirmed) account; without an
 * account it goes to /signup. The server takes the account id and email from the session.
 */
export function AddMentorPage() {
  usePageTitle('Apply as a Mentor');
  const auth = useAuth();
  const [created, setCreated] = useState(false);

  if (auth.loading) return <PageSpinner />;
  if (!auth.isAuthenticated) return <Redirect to="/signup" />;
  if (created) {
    return (
      <Result
        status="success"
        title="Mentorship Account Created"
        subTitle="Your application is under review. We will notify you by email if it is accepted."
        extra={
          <LinkButton to={DASHBOARD} type="primary" size="large">
            Go to Dashboard
          </LinkButton>
        }
      />
    );
  }
  if (auth.data) {
    return (
      <Result
        status="info"
        title="You have already applied as a mentor"
        subTitle={
          auth.data.status === 'REVIEW'
            ? 'Your application is under review.'
            : `Your application status: ${auth.data.status}`
        }
        extra={
          <LinkButton to={DASHBOARD} type="primary">
            Go to Dashboard
          </LinkButton>
        }
      />
    );
  }
  return (
    <Suspense fallback={<PageSpinner />}>
      <ApplicationForm email={auth.email} onCreated={() => setCreated(true)} />
    </Suspense>
  );
}
