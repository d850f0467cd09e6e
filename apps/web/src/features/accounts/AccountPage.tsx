import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../core/use-page-title';
import { YourBookingsSection } from '../account-home/public';
import { CalendarFeedSection } from '../calendar-feed/public';
import { ChildrenSection } from '../families/public';
import { ContactChannelsSection } from '../contact-channels/public';
import { DataRightsSection } from '../data-rights/public';
import { SavedCardsSection } from '../saved-cards/public';
import { AuthCard } from './AuthCard';
import { useAuth, type AuthState } from './auth-context';
import {
  ACCOUNT_TITLE,
  APPLY_LINK,
  IN_REVIEW,
  DECLINED,
  DASHBOARD_COMING,
  OPEN_DASHBOARD,
  ADMIN_DASHBOARD_COMING,
} from './account-messages';

/**
 * /account: where a signed-in person lands (private). It says where the person's mentor application stands, and
 * opens the mentor dashboard once it is accepted, read from their own mentor record (not from the role, which an
 * applicant in review does not have yet); a parent keeps their children's profiles here, and everyone the channels
 * we reach them on (issue 35).
 */
export function AccountPage() {
  usePageTitle(ACCOUNT_TITLE);
  const auth = useAuth();
  return (
    <AuthCard
      title={ACCOUNT_TITLE}
      intro={<span data-testid="account-email">Signed in as {auth.email}</span>}
      busy={auth.loading}
    >
      <section aria-labelledby="application-heading">
        <h2 id="application-heading" className="account__heading">
          Mentor application
        </h2>
        <div data-testid="application-status">{applicationStatus(auth)}</div>
      </section>
      <div className="auth__wide">
        <YourBookingsSection />
        <ChildrenSection />
        <ContactChannelsSection />
        <SavedCardsSection />
        <Suspense fallback={null}>
          <CalendarFeedSection />
        </Suspense>
      </div>
      <p>
        Booked a course? Find it on <Link to="/paid-courses">your Paid Courses</Link>.
      </p>
      <DataRightsSection />
      <p className="auth__switch">
        <Link to="/logout">Logout</Link>
      </p>
    </AuthCard>
  );
}

function applicationStatus({ data: mentor }: Pick<AuthState, 'data'>): ReactNode {
  switch (mentor?.status) {
    case undefined:
      return (
        <p>
          You have not applied to mentor yet. Share what you know: <Link to="/add-mentor">{APPLY_LINK}</Link>.
        </p>
      );
    case 'REVIEW':
      return (
        <>
          <p>
            <strong>{IN_REVIEW}</strong>
          </p>
          <p>We will e-mail you when your application is accepted.</p>
        </>
      );
    case 'DECLINED':
      return (
        <p>
          {DECLINED} If you have questions, <Link to="/contact-us">contact us</Link>.
        </p>
      );
    case 'ACCEPTED':
      return (
        <p>
          {mentor.isAdmin ? ADMIN_DASHBOARD_COMING : DASHBOARD_COMING}{' '}
          <Link to="/mentor-dashboard">{OPEN_DASHBOARD}</Link>
        </p>
      );
  }
}
