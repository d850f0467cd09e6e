import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { AuthMentor } from '../accounts/public';
import './mentor-dashboard.css';

/**
 * The mentor area's frame, in place of the site's top navigation and footer (spec 1 §2): the shell menu of spec
 * 3 §2.2 with the sessions pages of issue 22, and Go to Admin for admins only.
 */
export function MentorShell({ mentor, children }: { mentor: AuthMentor; children: ReactNode }) {
  return (
    <div className="mentor-area">
      <header className="mentor-area__bar">
        <Link to="/mentor-dashboard" className="mentor-area__brand">
          Mentor dashboard
        </Link>
        <nav aria-label="Mentor menu" className="mentor-area__menu">
          <NavLink to={`/mentors/${mentor.id}`}>View Profile</NavLink>
          <NavLink to="/edit-profile">Edit Profile</NavLink>
          <NavLink to="/mentor-dashboard/sessions">Sessions</NavLink>
          <NavLink to="/mentor-dashboard/availability">Availability</NavLink>
          <NavLink to="/mentor-dashboard/children">Children I teach</NavLink>
          <NavLink to="/mentor-dashboard/payout-account">Payout account</NavLink>
          {mentor.isAdmin && <NavLink to="/admin-dashboard">Go to Admin</NavLink>}
          <NavLink to="/">Back to Site</NavLink>
          <NavLink to="/logout">Logout</NavLink>
        </nav>
      </header>
      <main className="mentor-area__main">{children}</main>
    </div>
  );
}
