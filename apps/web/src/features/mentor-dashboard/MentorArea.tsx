import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../../ui/PageSpinner';
import { IN_REVIEW, useAuth } from '../accounts/public';
import { MentorShell } from './MentorShell';

/**
 * The mentor area's gate (spec 3 §2.2): signed out → /login; signed in without a mentor record → /add-mentor with
 * the account id and e-mail; a record in review or declined → 'Your account is in review' and nothing else. The
 * server refuses the dashboard's data to anyone but an accepted mentor whatever this shows.
 */
export function MentorArea() {
  const { loading, isAuthenticated, data: mentor, sub, email } = useAuth();
  if (loading) return <PageSpinner />;
  if (!isAuthenticated) return <Navigate to="/login" replace />;
  if (!mentor) return <Navigate to="/add-mentor" replace state={{ id: sub, email }} />;
  if (mentor.status !== 'ACCEPTED') {
    return (
      <main className="mentor-area mentor-area--review">
        <h1>{IN_REVIEW}</h1>
        <p>We will e-mail you when your application is accepted.</p>
      </main>
    );
  }
  return (
    <MentorShell mentor={mentor}>
      <Outlet />
    </MentorShell>
  );
}
