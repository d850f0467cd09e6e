import { lazy } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '../../ui/PageSpinner';
import { useAuth } from './auth-context';
import { DASHBOARD, landingFor } from './dashboard-path';

// Loaded only when a signed-out visitor reaches a private page.
const SignInWidget = lazy(() => import('./SignInWidget').then((m) => ({ default: m.SignInWidget })));

/**
 * Private routes (spec 1 §6: /paid-courses, /home, /admin): signed out, they show the sign-in widget 'Sign in to
 * your account using email' in place; signed in, the page. Use as a layout route around the private pages.
 */
export function PrivateOutlet() {
  const { loading, isAuthenticated } = useAuth();
  if (loading) return <PageSpinner />;
  return isAuthenticated ? <Outlet /> : <SignInWidget />;
}

/** /home: the signed-in person's dashboard (the spec shows no content of its own). */
export function HomeRedirect() {
  return <Navigate to={landingFor(useAuth())} replace />;
}

/** /admin: the admin dashboard; until it exists, the account page like every signed-in person. */
export function AdminRedirect() {
  return <Navigate to={DASHBOARD} replace />;
}
