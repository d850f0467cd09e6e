import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { NOT_SIGNED_IN } from '@eazy2con/shared/validation/accounts';
import { PageSpinner } from '../../ui/PageSpinner';
import { useNotify } from '../../core/use-notify';
import { Result } from '../../ui/Result';
import { useAuth } from '../accounts/public';
import { LinkButton } from '../../ui/LinkButton';
import { AdminShell } from './AdminShell';

export const FILL_MENTOR_FORM = 'Please fill out the mentorship form';
export const ADMIN_HOME = '/admin-dashboard/kid-mentees-application';

/**
 * The admin area's gate (spec 3 §2.3, §4): signed out → 'Auth Error!' and /login; no mentor record → 'Please fill
 * out the mentorship form' and /add-mentor; a mentor who is not an admin → 'COMING SOON' with a way back to the
 * dashboard. The server refuses every admin operation to anyone else whatever this shows.
 */
export function AdminArea() {
  const { loading, isAuthenticated, data: mentor, sub, email } = useAuth();
  const { notification } = useNotify();
  const signedOut = !loading && !isAuthenticated;
  const noRecord = !loading && isAuthenticated && !mentor;

  useEffect(() => {
    if (signedOut) notification.error({ title: 'Auth Error!', description: NOT_SIGNED_IN, duration: 10 });
    else if (noRecord) notification.warning({ title: FILL_MENTOR_FORM, duration: 10 });
  }, [signedOut, noRecord, notification]);

  if (loading) return <PageSpinner />;
  if (signedOut) return <Navigate to="/login" replace />;
  if (!mentor) return <Navigate to="/add-mentor" replace state={{ id: sub, email }} />;
  if (!(mentor.status === 'ACCEPTED' && mentor.isAdmin)) {
    return (
      <Result
        status="info"
        title={<h1 className="result-title">COMING SOON</h1>}
        subTitle="This part of the site is for the team."
        extra={
          <LinkButton to="/mentor-dashboard" type="primary">
            Go Back
          </LinkButton>
        }
      />
    );
  }
  return (
    <AdminShell mentor={mentor}>
      <Outlet />
    </AdminShell>
  );
}

/** /admin-dashboard itself: the first list (spec 3 §2.3). */
export function AdminHome() {
  return <Navigate to={ADMIN_HOME} replace />;
}
