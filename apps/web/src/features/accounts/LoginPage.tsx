import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from '../../core/use-page-title';
import { useNotify } from '../../core/use-notify';
import { AuthCard } from './AuthCard';
import { LoginForm } from './LoginForm';
import { useSignedInRedirect } from './use-signed-in-redirect';

/** /login (spec 1 §2). */
export function LoginPage() {
  usePageTitle('Login');
  useGoogleSignInError();
  const { checking } = useSignedInRedirect();
  return (
    <AuthCard title="Login" intro="Welcome back. Sign in with your email and password." busy={checking}>
      <LoginForm />
    </AuthCard>
  );
}

const TRY_AGAIN = 'Please try again or sign in with your email and password.';

// Better Auth's callback codes (and Google's own 'access_denied') in plain words; anything else gets TRY_AGAIN.
const GOOGLE_ERRORS = new Map([
  ['account_not_linked', 'Your Google account is not linked to an account here. Sign in with your email and password.'],
  [
    'unable_to_link_account',
    'We could not link your Google account to your account here. Sign in with your email and password.',
  ],
  ['access_denied', `Google sign-in was cancelled. ${TRY_AGAIN}`],
]);

const googleSignInErrorText = (code: string) => GOOGLE_ERRORS.get(code) ?? TRY_AGAIN;

/**
 * A failed Google sign-in comes back to /login?error=<code> (auth-client's errorCallbackURL). Say so once, then drop
 * the parameters from the address so a reload or a shared link does not repeat the message.
 */
function useGoogleSignInError() {
  const location = useLocation();
  const navigate = useNavigate();
  const { error } = useNotify();
  // StrictMode runs effects twice before the address changes; one notice per arrival.
  const handled = useRef<string | null>(null);
  const code = new URLSearchParams(location.search).get('error');

  useEffect(() => {
    if (code === null || handled.current === location.key) return;
    handled.current = location.key;
    error(null, { title: 'Google sign-in failed', fallback: googleSignInErrorText(code), duration: 10 });
    const rest = new URLSearchParams(location.search);
    rest.delete('error');
    rest.delete('error_description');
    const search = rest.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state as unknown },
    );
  }, [code, error, navigate, location]);
}
